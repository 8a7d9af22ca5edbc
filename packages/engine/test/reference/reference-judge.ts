/**
 * A deliberately simple judge of one movement phase under the standard rules (and eBayola),
 * written from the rules' text (Rules 3.1–3.4, 4.4, 5.1–5.6, 6.4), the annotations and the seeds
 * README's account of the reference judge, to check the engine's adjudicator against. Read it
 * beside the rules, line by line.
 *
 * It shares no code with the adjudicator (`src/adjudicate/`). It uses only:
 * - the parser (`parseSheet`), to read the lines of each sheet;
 * - the engine's order resolution (`checkOrderText`), to name each written order canonically
 *   (`A PAR - BUR`) and to know whether it is a move;
 * - the `Game` (board, balances, statuses) and `unitText`;
 * - each power's acceptance list in force with its `?` already drawn (Rule 4.1): the draw is
 *   the engine's seeded chance, not a decision; the tests check it is a fair expansion of the
 *   written list.
 *
 * Slow on purpose: over-expenditure (Rule 5.5) takes one silver piece at a time, and every unit
 * decides again after every cut. Keep amounts small.
 */
import { parseSheet, type AmountTerm, type OfferLine } from '@payola/parser';
import { checkOrderText, unitText, type Game } from '@payola/engine';

/** An order a unit may issue: its canonical text, and whether it is a move (Rule 3.1, `>` and `@`). */
interface Order {
  readonly text: string;
  readonly move: boolean;
}

/**
 * One offer as the reference judge numbered them (seeds README): every `|` alternative, every
 * repetition and every `+` term of a line is a separate offer, reduced on its own.
 */
interface Offer {
  readonly power: string;
  /** Its place among all the offers of its power's sheet, generated ones included (Rule 5.3). */
  readonly position: number;
  /** The unit offered to (`A PAR`). */
  readonly unit: string;
  /** The order it names when it is a direct offer: a potential order of the unit (Rule 5.1). */
  readonly names?: Order;
  /** Whether it pays for this order if the unit issues it. */
  readonly pays: (order: Order) => boolean;
  /** What it is worth now; Rule 5.5 lowers it. */
  amount: number;
  readonly plateau: number;
  /** False for the 0 AgP holds the rules generate (Rule 3.1 `!`, Rule 3.3). */
  readonly written: boolean;
}

export interface ReferenceUnit {
  readonly order: string;
  /** The total bribe accepted (Rule 5.7 item 2); one more than the tied total for Rule 4.4. */
  readonly total: number;
  /** What each power with an accepted written offer pays (Rule 5.7 item 3). */
  readonly paid: Readonly<Record<string, number>>;
}

export interface ReferenceResult {
  readonly orders: Readonly<Record<string, ReferenceUnit>>;
  readonly spent: Readonly<Record<string, number>>;
  readonly balances: Readonly<Record<string, number>>;
  /** How many times each power's offers were cut (Rule 5.5). */
  readonly cuts: Readonly<Record<string, number>>;
  /** How many times, from one round of cuts to the next, some unit changed its order (for tests). */
  readonly flips: number;
}

/**
 * Judges the phase. `sheets` by power name (as the game spells them); `acceptanceLists` gives,
 * for each power, its list in force (the sheet's ACCEPT line, else the game's; Rule 4.3) with the
 * `?` drawn: every power's name, most preferred first.
 */
export function referenceJudge(
  game: Game,
  sheets: Readonly<Record<string, string>>,
  acceptanceLists: Readonly<Record<string, readonly string[]>>,
): ReferenceResult {
  const rules = game.rules;
  if (
    rules.blind ||
    rules.loyalUnits ||
    rules.onlyDirectOffers ||
    rules.dummyAcceptanceLists ||
    rules.foreignOrdersNonMove
  )
    throw new Error('the reference judge knows the standard rules and eBayola (Rule 6.4) only');
  const offers: Offer[] = [];
  const savings = new Map<string, number>();
  for (const power of game.powers) {
    const text = sheets[power.name];
    if (text !== undefined) savings.set(power.name, readSheet(game, power.name, text, offers));
  }

  // Rule 3.3: an owner that made no offer at all to its unit offers 0 AgP for it to HOLD.
  // Rule 4.4 (ruling 9): a unit whose owner is not played, or eliminated, always has that offer,
  // since it holds on it when its bribes tie.
  for (const unit of game.units) {
    const key = unitText(unit);
    const ownerOffered = offers.some((o) => o.unit === key && o.power === unit.power);
    if (!ownerOffered || notPlayed(game, unit.power)) {
      const hold = { text: `${key} H`, move: false };
      offers.push(generatedHold(unit.power, positionAfter(offers, unit.power), key, hold));
    }
  }
  const units = game.units.map((unit): UnitBribes => {
    const key = unitText(unit);
    const toUnit = offers.filter((o) => o.unit === key);
    // Rule 5.1: the potential orders are those named in direct offers (after expansion); each
    // with the offers that pay for it (which never changes; only amounts do).
    const named: Order[] = [];
    for (const o of toUnit) if (o.names && !named.some((n) => n.text === o.names!.text)) named.push(o.names);
    const candidates = named.map((order) => ({ order, paying: toUnit.filter((o) => o.pays(order)) }));
    return { unit: key, owner: unit.power, candidates };
  });

  // Rule 3.4: savings are held back; more savings than money means spending nothing.
  const available = new Map(
    game.powers.map((p) => {
      const saved = savings.get(p.name) ?? 0;
      return [p.name, p.balance >= saved ? p.balance - saved : 0];
    }),
  );

  // Rule 5.5: decide, and while anyone would overspend, cut each overdrawn player's offers by one
  // silver piece and let every unit decide again. Each round lowers some offer, so the number of
  // rounds is at most the sum of all amounts.
  const cuts = new Map(game.powers.map((p) => [p.name, 0]));
  // Players whose offers went below their plateaus (once all were there): plateaus no longer hold.
  const released = new Set<string>();
  const maxRounds = offers.reduce((sum, o) => sum + o.amount, 0) + 1;
  let flips = 0;
  let previous: readonly UnitDecision[] = [];
  for (let round = 0; round <= maxRounds; round++) {
    const decisions = units.map((unit) => decide(game, unit, acceptanceLists, released));
    flips += decisions.filter((d, i) => previous[i] !== undefined && previous[i].order.text !== d.order.text).length;
    previous = decisions;
    const spent = new Map(game.powers.map((p) => [p.name, 0]));
    for (const d of decisions) for (const [o, paid] of d.payments) spent.set(o.power, spent.get(o.power)! + paid);
    const overdrawn = game.powers.filter((p) => spent.get(p.name)! > available.get(p.name)!).map((p) => p.name);
    if (overdrawn.length === 0) return { ...result(game, decisions, spent, cuts), flips };
    for (const power of overdrawn) {
      if (cutOnce(offers.filter((o) => o.power === power))) released.add(power);
      cuts.set(power, cuts.get(power)! + 1);
    }
  }
  throw new Error('Rule 5.5 did not settle within its bound: some round cut nothing');
}

/** Rule 4.4: dummy powers are not played; eliminated powers' lists are unused. */
function notPlayed(game: Game, power: string): boolean {
  return game.power(power)!.status !== 'active';
}

/** Reads one sheet's offers (appending them, in order) and returns its savings (Rule 3.4). */
function readSheet(game: Game, power: string, text: string, offers: Offer[]): number {
  let position = positionAfter(offers, power);
  let saved = 0;
  const add = (o: Omit<Offer, 'power' | 'position'>) => offers.push({ ...o, power, position: position++ });
  for (const line of parseSheet(text).sheet.lines) {
    // Rule 3.4: the sum of all savings requests.
    if (line.kind === 'savings') saved += line.amount;
    if (line.kind !== 'offer') continue;
    const { unit, listed } = writtenOrders(game, text, line);
    const isListed = (order: Order) => listed.some((l) => l.text === order.text);
    const copies = line.terms.flatMap(termCopies);
    const direct = (names: Order) => (order: Order) => order.text === names.text;
    switch (line.offerType) {
      case 'negative': {
        // Rule 3.1 `!`: a 0 AgP direct offer to HOLD, then (Rule 5.3: just below it) the promise
        // to pay for any order not listed.
        const hold = { text: `${unit} H`, move: false };
        add({ unit, names: hold, pays: direct(hold), amount: 0, plateau: 0, written: false });
        for (const c of copies) add({ unit, pays: (order) => !isListed(order), ...c, written: true });
        break;
      }
      default: {
        // Rule 3.2: the orders listed, each as its own direct offer, alternative by alternative
        // (README: then term by term, then repetition).
        for (const names of listed)
          for (const c of copies) add({ unit, names, pays: direct(names), ...c, written: true });
        // Rule 3.1 `>`, `@`, `&`: then the promise for the orders not listed (the listed ones are
        // paid by the direct offers above, and nothing is paid twice): any move, any HOLD,
        // SUPPORT or CONVOY, or any order at all.
        const promise =
          line.offerType === 'move'
            ? (order: Order) => order.move && !isListed(order)
            : line.offerType === 'hold'
              ? (order: Order) => !order.move && !isListed(order)
              : line.offerType === 'gift'
                ? (order: Order) => !isListed(order)
                : undefined;
        if (promise) for (const c of copies) add({ unit, pays: promise, ...c, written: true });
      }
    }
  }
  return saved;
}

/** The unit and the orders of an offer line, canonical, read through the engine's order resolution. */
function writtenOrders(game: Game, text: string, line: OfferLine): { unit: string; listed: Order[] } {
  const source = (r: { start: { offset: number }; end: { offset: number } }) =>
    text.slice(r.start.offset, r.end.offset);
  let unit = '';
  const listed = line.orders.map((order) => {
    const checked = checkOrderText(game, `${source(line.unit.range)} ${source(order.range)}`);
    if (!checked.legal) throw new Error(`the reference judge expects valid sheets: ${checked.message}`);
    unit = unitText(checked.unit);
    return { text: checked.text, move: checked.order.kind === 'move' };
  });
  return { unit, listed };
}

/**
 * Rule 3.1 items 1–3: a term `R*A#P` is R separate offers of A, each with plateau P (none: 0;
 * `#` alone: the amount; a plateau above the amount counts as the amount, ruling 6).
 */
function termCopies(term: AmountTerm): { amount: number; plateau: number }[] {
  const plateau =
    term.plateau === 'none' ? 0 : term.plateau === 'same-as-amount' ? term.amount : Math.min(term.plateau, term.amount);
  return Array.from({ length: term.repetition ?? 1 }, () => ({ amount: term.amount, plateau }));
}

function positionAfter(offers: readonly Offer[], power: string): number {
  return offers.filter((o) => o.power === power).length;
}

function generatedHold(power: string, position: number, unit: string, hold: Order): Offer {
  return {
    power,
    position,
    unit,
    names: hold,
    pays: (order) => order.text === hold.text,
    amount: 0,
    plateau: 0,
    written: false,
  };
}

/** A unit, and each of its potential orders with the offers that pay for it. */
interface UnitBribes {
  readonly unit: string;
  readonly owner: string;
  readonly candidates: readonly Candidate[];
}
interface Candidate {
  readonly order: Order;
  readonly paying: readonly Offer[];
}

interface UnitDecision {
  readonly unit: string;
  readonly order: Order;
  readonly total: number;
  /** What each offer for the order issued pays (Rule 5.6; under eBayola, its price, Rule 6.4). */
  readonly payments: ReadonlyMap<Offer, number>;
}

const sum = (offers: readonly Offer[]) => offers.reduce((total, o) => total + o.amount, 0);

/** Rules 5.1–5.4 and 4.4 for one unit at the offers' present amounts, and what it costs (5.6, 6.4). */
function decide(
  game: Game,
  bribes: UnitBribes,
  acceptanceLists: Readonly<Record<string, readonly string[]>>,
  released: ReadonlySet<string>,
): UnitDecision {
  const { unit, owner, candidates } = bribes;
  // Rule 5.1: the order with the highest total bribe.
  const highest = Math.max(...candidates.map((c) => sum(c.paying)));
  const tied = candidates.filter((c) => sum(c.paying) === highest);
  let chosen: Candidate;
  let dummyHold = false;
  if (tied.length === 1) chosen = tied[0]!;
  else if (notPlayed(game, owner)) {
    // Rule 4.4: the unit accepts its own default offer to HOLD.
    chosen = candidates.find((c) => c.order.text === `${unit} H`)!;
    dummyHold = true;
  } else chosen = breakTie(tied, acceptanceLists[owner]!);
  const payments = game.rules.ebayola
    ? ebayolaPrices(game, bribes, chosen, acceptanceLists[owner]!, released)
    : new Map(chosen.paying.map((o) => [o, o.amount]));
  // Rule 5.7 item 2; Rule 4.4: a dummy's hold is reported as one more than the tied total.
  const total = dummyHold ? highest + 1 : [...payments.values()].reduce((a, b) => a + b, 0);
  return { unit, order: chosen.order, total, payments };
}

/**
 * Rule 6.4 (eBayola) with the annotations' twists. The winning bribe costs one silver piece more
 * than the best other bribe, once each contributor's offers to the other orders have been reduced
 * by up to what it gave the winner ("bidding against itself" is not held against it; ruling 7).
 * The saving goes to the contributors in the owner's acceptance-list order, each offer down to its
 * plateau — except the owner's plateaus, unless totals are public — and down to zero once Rule 5.5
 * has released the player's plateaus (issue 8 item 3).
 */
function ebayolaPrices(
  game: Game,
  { owner, candidates }: UnitBribes,
  chosen: Candidate,
  acceptanceList: readonly string[],
  released: ReadonlySet<string>,
): Map<Offer, number> {
  const byPower = (offers: readonly Offer[], power: string) => sum(offers.filter((o) => o.power === power));
  const given = (power: string) => byPower(chosen.paying, power);
  const others = candidates.filter((c) => c !== chosen);
  const secondBest = Math.max(
    0,
    ...others.map((c) => acceptanceList.reduce((t, p) => t + Math.max(0, byPower(c.paying, p) - given(p)), 0)),
  );
  const total = sum(chosen.paying);
  let saving = total - Math.min(total, secondBest + 1);
  const payments = new Map(chosen.paying.map((o) => [o, o.amount]));
  for (const power of acceptanceList)
    for (const o of chosen.paying.filter((x) => x.power === power)) {
      const plateauHolds = (power !== owner || game.rules.publicTotals) && !released.has(power);
      const cut = Math.min(saving, Math.max(0, o.amount - (plateauHolds ? o.plateau : 0)));
      payments.set(o, o.amount - cut);
      saving -= cut;
    }
  return payments;
}

/**
 * Rules 5.2–5.4, as the seeds README says the reference judge computed them: walk the owner's
 * acceptance list; at each power keep only the tied orders whose earliest offer from that power
 * (any offer that pays for the order, whatever its amount, Rule 5.5's note) comes first in its
 * sheet, none counting as infinitely late; stop when one order is left. When every power's
 * earliest offers leave more than one, walk again with each power's next offers.
 *
 * That walk keeps, at each step, the orders with the least value of one number, so it is the same
 * as choosing the order whose list of numbers — (first offer from the first power in the list,
 * from the second, …, from the last; then second offer from the first power, …) — is least in
 * dictionary order. An order that a power paid for beats one it did not (5.2); between two it
 * paid for, the earlier offer wins (5.3); when one offer pays for both, the numbers are equal
 * and the next power decides (5.4). Every order has a direct offer of its own, so no two lists
 * are equal and one order is always chosen.
 */
function breakTie(tied: readonly Candidate[], acceptanceList: readonly string[]): Candidate {
  const positions = (candidate: Candidate, power: string) =>
    candidate.paying
      .filter((o) => o.power === power)
      .map((o) => o.position)
      .sort((a, b) => a - b);
  const rounds = Math.max(...tied.flatMap((c) => acceptanceList.map((p) => positions(c, p).length)));
  const numbers = (candidate: Candidate) => {
    const list: number[] = [];
    for (let round = 0; round < rounds; round++)
      for (const power of acceptanceList) list.push(positions(candidate, power)[round] ?? Infinity);
    return list;
  };
  const keyed = tied.map((candidate) => ({ candidate, key: numbers(candidate) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  return keyed[0]!.candidate;
}

/**
 * Rule 5.5: one cut of a player's offers. Each offer above its plateau loses one silver piece;
 * once every offer is at its plateau (or below), each offer above zero loses one (the plateau is
 * no hard minimum: the current text, ruling 6). Says whether an offer went below its plateau.
 */
function cutOnce(mine: Offer[]): boolean {
  const allAtPlateau = mine.every((o) => o.amount <= o.plateau);
  let belowPlateau = false;
  for (const o of mine)
    if (allAtPlateau ? o.amount > 0 : o.amount > o.plateau) {
      o.amount--;
      if (o.amount < o.plateau) belowPlateau = true;
    }
  return belowPlateau;
}

function result(
  game: Game,
  decisions: readonly UnitDecision[],
  spent: ReadonlyMap<string, number>,
  cuts: ReadonlyMap<string, number>,
): Omit<ReferenceResult, 'flips'> {
  const orders = new Map<string, ReferenceUnit>();
  for (const d of decisions) {
    const paid = new Map<string, number>();
    for (const [o, amount] of d.payments) if (o.written) paid.set(o.power, (paid.get(o.power) ?? 0) + amount);
    orders.set(d.unit, { order: d.order.text, total: d.total, paid: Object.fromEntries(paid) });
  }
  return {
    orders: Object.fromEntries(orders),
    spent: Object.fromEntries(spent),
    balances: Object.fromEntries(game.powers.map((p) => [p.name, p.balance - spent.get(p.name)!])),
    cuts: Object.fromEntries(cuts),
  };
}
