/**
 * Random phases built around the rarer tie-breakers, which random sheets seldom reach: one offer
 * that pays for several tied orders (Rule 5.4: "The Last Resort"), and one power whose earliest
 * offers are the same for every tied order, so that its next offers decide (the seeds README).
 * On the opening board, power A writes a negative, move, hold or gift offer to a unit that pays
 * for orders y and z alike; then either other powers pay equal amounts for y and for z (the
 * owner's list decides, passing over A), or every power writes A's offer and then
 * `1 : U y | z`, each with the orders in its own turn.
 */
import fc from 'fast-check';
import { legalOrders, startingGame, unitText, type Game } from '@payola/engine';
import { gameWith } from '../support/board.js';
import { POWERS } from './random-phase.js';

const opening = startingGame();
const UNITS = opening.units.map(unitText);
const ORDERS = new Map(opening.units.map((u) => [unitText(u), legalOrders(opening, u.location.province)]));
const isMove = (order: string) => order.split(' ')[2] === '-';

export interface RawTie {
  readonly unit: number;
  /** Power A first, then the others who pay for y and z. */
  readonly powers: readonly number[];
  readonly type: '!' | '>' | '@' | '&';
  /** A's amount, and what each other power pays. */
  readonly amount: number;
  readonly bid: number;
  /** Which orders: x (listed by A), then y, z, ... among those A's promise pays for. */
  readonly picks: readonly number[];
  /**
   * Instead of others paying for y and z: every power writes A's offer, then `1 : U y | z` with
   * the orders in its own turn (`rotations`), so that each power's next offers decide.
   */
  readonly next: boolean;
  readonly rotations: readonly number[];
  readonly lists: readonly (readonly number[])[];
  /** Mostly plenty; sometimes little, so that Rule 5.5 reshapes the tie. */
  readonly balance: number;
  readonly seed: number;
}

export const tieArb: fc.Arbitrary<RawTie> = fc.record({
  unit: fc.nat(UNITS.length - 1),
  powers: fc.uniqueArray(fc.nat(POWERS.length - 1), { minLength: 3, maxLength: 4 }),
  type: fc.constantFrom('!', '>', '@', '&'),
  amount: fc.integer({ min: 1, max: 3 }),
  bid: fc.integer({ min: 1, max: 3 }),
  picks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
  next: fc.boolean(),
  rotations: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
  lists: fc.array(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 7, maxLength: 7 }), {
    minLength: 7,
    maxLength: 7,
  }),
  balance: fc.constantFrom(500, 500, 500, 0, 2),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

export function buildTie(raw: RawTie): { game: Game; sheets: Record<string, string> } {
  const unit = UNITS[raw.unit]!;
  const orders = ORDERS.get(unit)!;
  const x = orders[raw.picks[0]! % orders.length]!;
  // The orders A's promise pays for besides x: any order (`!`, `&`), any move (`>`), any other order (`@`).
  const covered = orders.filter(
    (o) => o !== x && (raw.type === '>' ? isMove(o) : raw.type === '@' ? !isMove(o) : true),
  );
  const chosen: string[] = [];
  for (const pick of raw.picks.slice(1)) {
    const rest = covered.filter((o) => !chosen.includes(o));
    if (rest.length > 0) chosen.push(rest[pick % rest.length]!);
  }
  const suffix = (order: string) => order.split(' ').slice(2).join(' ');
  const [a, ...others] = raw.powers.map((i) => POWERS[i]!);
  const sheets = new Map<string, string[]>();
  const write = (power: string, line: string) => sheets.set(power, [...(sheets.get(power) ?? []), line]);
  const wildcard = `${raw.amount} ${raw.type} ${unit} ${suffix(x)}`;
  write(a!, wildcard);
  if (raw.next && chosen.length > 0)
    [a!, ...others].forEach((p, i) => {
      if (p !== a) write(p, wildcard);
      const turn = raw.rotations[i]! % chosen.length;
      const mine = [...chosen.slice(turn), ...chosen.slice(0, turn)];
      write(p, `1 : ${unit} ${mine.map(suffix).join(' | ')}`);
    });
  else others.forEach((p, i) => chosen[i] !== undefined && write(p, `${raw.bid} : ${chosen[i]}`));
  // Every active power sends a sheet (Rule 3.3): a hold for its first unit if nothing else.
  for (const p of POWERS) if (!sheets.has(p)) write(p, `0 : ${unitText(opening.unitsOf(p)[0]!)} H`);
  const letters = opening.powers.map((p) => p.letter);
  const game = gameWith(Object.fromEntries(POWERS.map((p) => [p, opening.unitsOf(p).map(unitText)])), {
    balances: Object.fromEntries(POWERS.map((p) => [p, raw.balance])),
    accept: Object.fromEntries(POWERS.map((p, i) => [p, raw.lists[i]!.map((l) => letters[l]!).join('')])),
  });
  return { game, sheets: Object.fromEntries([...sheets].map(([p, lines]) => [p, lines.join('\n')])) };
}
