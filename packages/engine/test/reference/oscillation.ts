/**
 * Random phases whose decisions flip at every cut (Rule 5.5): on the opening board, two or three
 * powers bid nearly equal totals for different orders of the same unit (or two units), with
 * balances far below their bids. Each cut of the winner's offers hands the unit to a rival, whose
 * own cut hands it back, and so on, e.g. France `10 : A MUN - TYR` against Russia
 * `9 : A MUN S A VIE - BOH` with nothing in the bank.
 */
import fc from 'fast-check';
import { legalOrders, startingGame, unitText, type Game } from '@payola/engine';
import { gameWith } from '../support/board.js';
import { POWERS, type Status } from './random-phase.js';

const opening = startingGame();
const UNITS = opening.units.map(unitText);
const ORDERS = new Map(opening.units.map((u) => [unitText(u), legalOrders(opening, u.location.province)]));

interface RawBid {
  /** Added to the duel's base amount. */
  readonly delta: number;
  /** Which order of the unit the first bidder pays for (the others take the next ones). */
  readonly order: number;
  /** How the amount is written: `a`, `x + y`, `2*x + r`, or `a#p`. */
  readonly form: number;
  readonly plateau: number;
}
export interface RawDuel {
  /** One or two units fought over. */
  readonly units: readonly number[];
  readonly bidders: readonly number[];
  readonly base: number;
  /** For each bidder, one bid per unit fought over. */
  readonly bids: readonly (readonly RawBid[])[];
  readonly balances: readonly number[];
  readonly savings: readonly number[];
  /** The status of the first unit's owner when it is not a bidder (Rule 4.4). */
  readonly ownerStatus: Status;
  /** Every power's acceptance list: a permutation of all letters. */
  readonly lists: readonly (readonly number[])[];
  readonly seed: number;
}

/** Duels whose bids are about `minBase` to `maxBase` AgP. */
export function duelArb(minBase: number, maxBase: number): fc.Arbitrary<RawDuel> {
  const bid = fc.record({
    delta: fc.integer({ min: -1, max: 1 }),
    order: fc.nat(),
    form: fc.nat(3),
    plateau: fc.nat(3),
  });
  const permutation = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 7, maxLength: 7 });
  return fc.record({
    units: fc.uniqueArray(fc.nat(UNITS.length - 1), { minLength: 1, maxLength: 2 }),
    bidders: fc.uniqueArray(fc.nat(POWERS.length - 1), { minLength: 2, maxLength: 3 }),
    base: fc.integer({ min: minBase, max: maxBase }),
    bids: fc.array(fc.array(bid, { minLength: 2, maxLength: 2 }), { minLength: 3, maxLength: 3 }),
    balances: fc.array(fc.nat(3), { minLength: 3, maxLength: 3 }),
    savings: fc.array(fc.constantFrom(0, 0, 0, 1, 5), { minLength: 3, maxLength: 3 }),
    ownerStatus: fc.constantFrom<Status>('active', 'active', 'dummy', 'eliminated'),
    lists: fc.array(permutation, { minLength: 7, maxLength: 7 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  });
}

function written(amount: number, bid: RawBid): string {
  const half = Math.ceil(amount / 2);
  if (bid.form === 1 && amount >= 2) return `${half} + ${amount - half}`;
  if (bid.form === 2 && amount >= 3) return `2*${Math.floor(amount / 2)}${amount % 2 > 0 ? ' + 1' : ''}`;
  if (bid.form === 3) return `${amount}#${Math.min(bid.plateau, amount)}`;
  return `${amount}`;
}

export function buildDuel(raw: RawDuel): { game: Game; sheets: Record<string, string> } {
  const contested = raw.units.map((i) => UNITS[i]!);
  const owner = opening.unitAt(contested[0]!.split(' ')[1]!.split('/')[0]!)!.power;
  const bidders = raw.bidders.map((i) => POWERS[i]!);
  const status = new Map<string, Status>(POWERS.map((p) => [p, 'active']));
  if (!bidders.includes(owner)) status.set(owner, raw.ownerStatus);
  const letters = opening.powers.map((p) => p.letter);
  const game = gameWith(Object.fromEntries(POWERS.map((p) => [p, opening.unitsOf(p).map(unitText)])), {
    status: Object.fromEntries(status),
    balances: Object.fromEntries(bidders.map((p, i) => [p, raw.balances[i]!])),
    accept: Object.fromEntries(POWERS.map((p, i) => [p, raw.lists[i]!.map((l) => letters[l]!).join('')])),
  });
  const sheets = new Map<string, string>();
  bidders.forEach((power, i) => {
    const lines = contested.map((unit, u) => {
      const bid = raw.bids[i]![u]!;
      const orders = ORDERS.get(unit)!;
      // Different bidders pay for different orders of the unit.
      const order = orders[(raw.bids[0]![u]!.order + i) % orders.length]!;
      const own = opening.unitAt(unit.split(' ')[1]!.split('/')[0]!)!.power === power;
      const amount = Math.max(own ? 0 : 1, raw.base + bid.delta);
      return `${written(amount, bid)} : ${order}`;
    });
    sheets.set(power, [...lines, `${raw.savings[i]!} $`].join('\n'));
  });
  // Every other active power sends a sheet (Rule 3.3): a hold for its first unit.
  for (const power of POWERS)
    if (status.get(power) === 'active' && !sheets.has(power))
      sheets.set(power, `0 : ${unitText(opening.unitsOf(power)[0]!)} H`);
  return { game, sheets: Object.fromEntries(sheets) };
}
