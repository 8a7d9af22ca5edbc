// Rules 2.1, 2.3, 2.4 and 6.7: changes to accounts outside movement adjudication, each recorded
// in the ledger (Rule 2.5). The GameMaster's actions (`payIncome`, `transfer`, `settleYearEnd`,
// `resignPower`) are guarded and kept in the game's `actions`, so `verifyHistory` can tell them
// from edits by hand; the cycle (cycle/advance.ts) pays income and settles the year itself with
// `incomePayment` and `zeroSumYearEnd`, at the moments the rules name.
import type { Game, GamePower } from '../game/game.js';
import { largestShareholder, withCeo } from '../exchange/shares.js';
import type { GameMasterAction, Season } from '../game/game-file.js';
import { ownersOf, withCentreOwners } from '../game/centre-ownership.js';
import { phaseTitle } from '../adjudicate/reports.js';
import { incomeFor } from './income.js';
import type { LedgerEntry } from './ledger.js';
import { numberLimits } from '../game/number-limits.js';

export type AccountsResult =
  | { readonly ok: true; readonly game: Game; readonly ledger: readonly LedgerEntry[] }
  | { readonly ok: false; readonly error: string };

const calendar: readonly Season[] = ['spring', 'summer', 'fall', 'winter'];

/** Has the income due before this movement phase been paid (Rules 2.1, 6.6)? */
export function incomePaid(game: Game): boolean {
  const year = game.incomePaidFor;
  if (year === undefined) return false;
  if (year !== game.year) return year > game.year;
  const season = game.incomePaidIn ?? game.rules.incomeSeasons[0] ?? 'spring';
  return calendar.indexOf(season) >= calendar.indexOf(game.season);
}

/** Is income paid before this game's phase (a movement phase in one of the income seasons)? */
export function incomeDue(game: Game): boolean {
  return (
    game.phase === 'movement' &&
    (game.rules.incomeSeasons as readonly Season[]).includes(game.season) &&
    !incomePaid(game)
  );
}

/**
 * The income (Rule 2.1; the game's scheme, Rules 6.1, 6.2, 6.6) paid to every power before this
 * phase, marked paid. No checks: the cycle calls it when a phase that takes income begins.
 */
export function incomePayment(game: Game): { game: Game; ledger: LedgerEntry[] } {
  const ledger: LedgerEntry[] = [];
  const powers = game.powers.map((p) => {
    const amount = incomeFor(p.centers, game.rules);
    if (amount === 0) return p;
    const n = p.centers.length;
    ledger.push({
      power: p.name,
      before: p.balance,
      what: `income for ${n} centre${n === 1 ? '' : 's'} (Rule 2.1)`,
      amount,
      after: p.balance + amount,
    });
    return { ...p, balance: p.balance + amount };
  });
  // The season is written only when it is not the year's first income season (spring by default).
  const first = game.rules.incomeSeasons[0] ?? 'spring';
  const incomePaidIn = game.season === first ? undefined : game.season;
  return { game: game.with({ powers, incomePaidFor: game.year, incomePaidIn }), ledger };
}

/**
 * Rule 2.1 (and 6.6): the GameMaster pays the income before a movement phase that takes it, once.
 * Refused in other phases and seasons, and when already paid; kept in the game's actions.
 */
export function payIncome(game: Game): AccountsResult {
  const seasons = game.rules.incomeSeasons;
  const when = `before each ${seasons.join(' and ')} movement (Rule ${seasons.length === 1 && seasons[0] === 'spring' ? '2.1' : '6.6'})`;
  if (!(seasons as readonly Season[]).includes(game.season))
    return { ok: false, error: `income is paid ${when}; this game is at ${game.season} ${game.year}` };
  if (game.phase !== 'movement')
    return {
      ok: false,
      error: `income is paid ${when}; this game is at the ${phaseTitle(game.season, game.year)} ${game.phase} phase`,
    };
  if (incomePaid(game))
    return {
      ok: false,
      error: `the income for ${seasons.length === 1 ? game.year : phaseTitle(game.season, game.year)} has already been paid`,
    };
  const paid = incomePayment(game);
  return { ok: true, game: withAction(paid.game, { kind: 'income' }), ledger: paid.ledger };
}

/** Rule 2.3: a transfer between any two players, eliminated ones included, if the payer has the money. */
export function transfer(game: Game, from: string, to: string, amount: number): AccountsResult {
  const payer = game.power(from);
  const payee = game.power(to);
  if (!payer)
    return { ok: false, error: `unknown power "${from}"; the powers are ${game.powers.map((p) => p.name).join(', ')}` };
  if (!payee)
    return { ok: false, error: `unknown power "${to}"; the powers are ${game.powers.map((p) => p.name).join(', ')}` };
  if (payer === payee) return { ok: false, error: 'a transfer needs two different powers' };
  // Rule 2.3 moves money between players; a dummy power (never played, or its player resigned,
  // Rule 2.4) has no player to ask for a transfer or to be given one. Exchange companies are
  // settled below.
  const unplayed = [payer, payee].find((p) => p.status === 'dummy' && !p.company);
  if (unplayed)
    return {
      ok: false,
      error: `${unplayed.name} is a dummy power, with no player to ${unplayed === payer ? 'ask for' : 'receive'} a transfer (Rule 2.3: transfers are between players)`,
    };
  // Exchange (ruling E13): players are investors; a company's treasury leaves only by bribes,
  // dividends, captures and liquidation.
  if (game.rules.exchange && !payer.investor)
    return {
      ok: false,
      error: `${payer.name} is a company: its treasury is spent by its CEO's offers and dividends, never transferred (Rule 6.8)`,
    };
  if (!Number.isInteger(amount) || amount <= 0)
    return { ok: false, error: `a transfer is a positive whole number of silver pieces, not ${amount}` };
  if (payer.balance < amount)
    return { ok: false, error: `${payer.name} has ${payer.balance} AgP and cannot transfer ${amount}` };
  // Balances are bounded so that every sum stays exact (number-limits.ts); so then is a transfer.
  if (payee.balance + amount > numberLimits.maxBalance)
    return {
      ok: false,
      error: `${payee.name} would hold ${(payee.balance + amount).toLocaleString('en-US')} AgP, more than the largest balance, ${numberLimits.maxBalance.toLocaleString('en-US')} AgP`,
    };
  const ledger: LedgerEntry[] = [
    {
      power: payer.name,
      before: payer.balance,
      what: `transfer to ${payee.name} (Rule 2.3)`,
      amount: -amount,
      after: payer.balance - amount,
    },
    {
      power: payee.name,
      before: payee.balance,
      what: `transfer from ${payer.name} (Rule 2.3)`,
      amount,
      after: payee.balance + amount,
    },
  ];
  const powers = game.powers.map((p) =>
    p === payer ? { ...p, balance: p.balance - amount } : p === payee ? { ...p, balance: p.balance + amount } : p,
  );
  const action: GameMasterAction = { kind: 'transfer', from: payer.name, to: payee.name, amount };
  return { ok: true, game: withAction(game.with({ powers }), action), ledger };
}

/**
 * Rule 2.4: a player resigns. The power is no longer played (a dummy from now on, Rule 4.4: its
 * units hold on ties, its centres are taken by whoever occupies them) and its treasury is
 * forfeited: the money leaves the game.
 */
export function resignPower(game: Game, name: string): AccountsResult {
  const power = game.power(name);
  if (!power)
    return { ok: false, error: `unknown power "${name}"; the powers are ${game.powers.map((p) => p.name).join(', ')}` };
  if (game.rules.exchange && !power.investor)
    return { ok: false, error: `${power.name} is a company: under Exchange only investors play and resign (Rule 6.8)` };
  if (power.status === 'dummy')
    return {
      ok: false,
      error: power.investor
        ? `${power.name} has already resigned (Rule 2.4)`
        : `${power.name} is not played (a dummy power, Rule 4.4)`,
    };
  if (power.investor) return resignInvestor(game, power, ledgerOfForfeit(power));
  const ledger = ledgerOfForfeit(power);
  const powers = game.powers.map((p) => (p === power ? { ...p, balance: 0, status: 'dummy' as const } : p));
  return { ok: true, game: withAction(game.with({ powers }), { kind: 'resign', power: power.name }), ledger };
}

function ledgerOfForfeit(power: GamePower): LedgerEntry[] {
  return power.balance === 0
    ? []
    : [
        {
          power: power.name,
          before: power.balance,
          what: 'treasury forfeited on resignation (Rule 2.4)',
          amount: -power.balance,
          after: 0,
        },
      ];
}

/**
 * Exchange (ruling E14): an investor resigns. Its treasury is forfeited (Rule 2.4), its shares go
 * back to their companies unissued, and each company it headed takes its largest remaining
 * shareholder as CEO at once (none: a dummy until an investor holds its stock).
 */
function resignInvestor(game: Game, power: GamePower, ledger: LedgerEntry[]): AccountsResult {
  const gone = game.with({
    powers: game.powers.map((p) =>
      p === power ? { ...p, balance: 0, status: 'dummy' as const, investor: { holdings: new Map() } } : p,
    ),
  });
  const powers = gone.powers.map((p) => (p.company?.ceo === power.name ? withCeo(p, largestShareholder(gone, p)) : p));
  return { ok: true, game: withAction(gone.with({ powers }), { kind: 'resign', power: power.name }), ledger };
}

/**
 * Rule 6.7 (Zero Sum), at the conclusion of the Fall turn: each power receives what was paid to
 * its units during the year (the game's `receipts`, kept by each adjudication); the first capture
 * of a neutral centre brings its new owner 10 AgP; a centre changing hands brings its new owner
 * the old owner's treasury divided by the centres the old owner owned at the start of the year,
 * rounded down (rulings: the treasury after the year's receipts are paid in, before any capture
 * is paid out; every centre a power loses costs the same share). `newOwners` maps centres to
 * their owners after the Fall turn; the receipts and the centres at the start of the year are
 * then reset for the new year. No checks of the moment: see `settleYearEnd`.
 */
export function zeroSumYearEnd(game: Game, newOwners: Readonly<Record<string, string>>): AccountsResult {
  const receipts = game.receipts;
  if (!game.rules.zeroSum) return { ok: false, error: 'this game does not use the zero-sum rule (Rule 6.7)' };
  const balances = new Map(game.powers.map((p) => [p.name, p.balance]));
  const ledger: LedgerEntry[] = [];
  const move = (power: string, amount: number, what: string) => {
    if (amount === 0) return;
    const before = balances.get(power)!;
    balances.set(power, before + amount);
    ledger.push({ power, before, what, amount, after: before + amount });
  };
  for (const [name, amount] of Object.entries(receipts)) {
    const power = game.power(name);
    if (!power) return { ok: false, error: `unknown power "${name}"` };
    move(power.name, amount, 'paid to your units this year (Rule 6.7)');
  }
  const owner = ownersOf(game);
  const startCounts = new Map(game.powers.map((p) => [p.name, (p.centersAtYearStart ?? p.centers).length]));
  const startTreasury = new Map(balances);
  const changes = new Map<string, string>();
  for (const [centerName, newName] of Object.entries(newOwners)) {
    const center = game.map.resolve(centerName)?.id;
    const taker = game.power(newName);
    if (!center || !game.map.province(center).supplyCenter)
      return { ok: false, error: `"${centerName}" is not a supply centre` };
    if (!taker) return { ok: false, error: `unknown power "${newName}"` };
    const previous = owner.get(center);
    if (previous === taker.name) continue;
    if (previous === undefined) move(taker.name, 10, `first capture of ${center} (Rule 6.7)`);
    else {
      const share = Math.floor(startTreasury.get(previous)! / Math.max(1, startCounts.get(previous)!));
      move(previous, -share, `${center} lost to ${taker.name} (Rule 6.7)`);
      move(taker.name, share, `${center} taken from ${previous} (Rule 6.7)`);
    }
    changes.set(center, taker.name);
    owner.set(center, taker.name);
  }
  const powers = withCentreOwners(game.powers, changes).map((p) => ({
    ...p,
    balance: balances.get(p.name)!,
    centersAtYearStart: p.centers,
  }));
  return { ok: true, game: game.with({ powers, receipts: {} }), ledger };
}

/**
 * The year whose Zero Sum year end may be settled now by the GameMaster, or why none may: after
 * the year's Fall turn (the winter adjustment phase, or the Fall movement phase once adjudicated
 * by `payola adjudicate --next-game`), once a year (Rule 6.7).
 */
function yearEndDue(game: Game): { year: number } | { error: string } {
  const fall = game.map.seasons.at(-1);
  const adjudicated = game.history.some(
    (h) => h.year === game.year && h.season === game.season && (h.phase ?? 'movement') === game.phase,
  );
  const afterFall = game.phase === 'adjustment' || (game.phase === 'movement' && game.season === fall && adjudicated);
  if (!afterFall)
    return {
      error: `the Zero Sum year end comes at the conclusion of the Fall turn (Rule 6.7); this game is at the ${phaseTitle(game.season, game.year)} ${game.phase} phase${game.phase === 'movement' && game.season === fall ? ', not yet adjudicated' : ''}`,
    };
  if (game.yearEndFor !== undefined && game.yearEndFor >= game.year)
    return { error: `the Zero Sum year end of ${game.year} has already been settled (Rule 6.7: once a year)` };
  return { year: game.year };
}

/**
 * Rule 6.7: the GameMaster settles the Zero Sum year by hand (`zeroSumYearEnd`), only after the
 * Fall turn and once a year; kept in the game's actions. The cycle does this itself.
 */
export function settleYearEnd(game: Game, newOwners: Readonly<Record<string, string>>): AccountsResult {
  if (!game.rules.zeroSum) return { ok: false, error: 'this game does not use the zero-sum rule (Rule 6.7)' };
  const due = yearEndDue(game);
  if ('error' in due) return { ok: false, error: due.error };
  const settled = zeroSumYearEnd(game, newOwners);
  if (!settled.ok) return settled;
  const owners = Object.assign(Object.create(null) as Record<string, string>, newOwners);
  return {
    ok: true,
    game: withAction(settled.game.with({ yearEndFor: due.year }), { kind: 'year-end', owners }),
    ledger: settled.ledger,
  };
}

/** The game with a GameMaster's action kept (moved into the history by the next phase). */
function withAction(game: Game, action: GameMasterAction): Game {
  return game.with({ actions: [...game.actions, action] });
}
