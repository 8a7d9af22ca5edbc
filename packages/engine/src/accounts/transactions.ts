// Rules 2.1 and 2.3 (and 6.7): changes to accounts outside movement adjudication, each recorded.
import type { Game } from '../game/game.js';
import { incomeFor } from './income.js';
import type { LedgerEntry } from './ledger.js';

export type AccountsResult =
  | { readonly ok: true; readonly game: Game; readonly ledger: readonly LedgerEntry[] }
  | { readonly ok: false; readonly error: string };

/**
 * Rule 2.1: the yearly income, paid before each spring movement, to every power (eliminated
 * powers own no centres and so receive nothing). Refused outside spring.
 */
export function payIncome(game: Game): AccountsResult {
  if (game.season !== 'spring')
    return {
      ok: false,
      error: `income is paid before each spring movement (Rule 2.1); this game is at ${game.season} ${game.year}`,
    };
  if (game.incomePaidFor === game.year)
    return { ok: false, error: `the income for ${game.year} has already been paid` };
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
  return { ok: true, game: game.with({ powers, incomePaidFor: game.year }), ledger };
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
  if (!Number.isInteger(amount) || amount <= 0)
    return { ok: false, error: `a transfer is a positive whole number of silver pieces, not ${amount}` };
  if (payer.balance < amount)
    return { ok: false, error: `${payer.name} has ${payer.balance} AgP and cannot transfer ${amount}` };
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
  return { ok: true, game: game.with({ powers }), ledger };
}

/**
 * Rule 6.7 (Zero Sum), at the end of the Fall turn: each power receives what was paid to its
 * units during the year (the game's `receipts`, kept by each adjudication); the first capture of
 * a neutral centre brings 10 AgP; a centre changing hands brings its new owner the old owner's
 * treasury divided by the old owner's centres at the start of the year, rounded down.
 * `newOwners` maps centres to their owners after the adjustments; the receipts and the centres
 * at the start of the year are then reset for the new year.
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
  const owner = new Map(game.powers.flatMap((p) => p.centers.map((c) => [c, p.name] as const)));
  const startCounts = new Map(game.powers.map((p) => [p.name, (p.centersAtYearStart ?? p.centers).length]));
  const startTreasury = new Map(balances);
  const centers = new Map(game.powers.map((p) => [p.name, [...p.centers]]));
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
      centers.set(
        previous,
        centers.get(previous)!.filter((c) => c !== center),
      );
    }
    centers.set(taker.name, [...centers.get(taker.name)!, center]);
    owner.set(center, taker.name);
  }
  const powers = game.powers.map((p) => ({
    ...p,
    balance: balances.get(p.name)!,
    centers: centers.get(p.name)!,
    centersAtYearStart: centers.get(p.name)!,
  }));
  return { ok: true, game: game.with({ powers, receipts: {} }), ledger };
}
