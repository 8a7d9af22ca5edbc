// Retreat cases: a movement phase, then the retreats.
import { expect } from 'vitest';
import { resolveRetreats, type RetreatResult } from '@payola/engine';
import { expectMovement, retreatGame, type MovementExpectation, type PowerOrders } from './datc.js';

/** What each dislodged unit did: its order in canonical form and whether it succeeded. */
export type RetreatOutcomes = Readonly<Record<string, readonly [order: string, succeeded: boolean]>>;

/**
 * Resolves a movement phase (checked against `movement`), then the retreat `orders` (by unit);
 * checks every dislodged unit's outcome, the units whose orders were ignored (not dislodged), and
 * units on the board afterwards.
 */
export function expectRetreat(
  moves: PowerOrders,
  movement: MovementExpectation,
  orders: Readonly<Record<string, string>>,
  expected: { outcomes: RetreatOutcomes; ignored?: readonly string[]; board?: readonly string[] },
): RetreatResult {
  const { game, result } = expectMovement(moves, movement);
  const retreat = resolveRetreats(retreatGame(game, result), orders);
  expect(Object.fromEntries(Object.entries(retreat.outcomes).map(([u, o]) => [u, [o.order, o.succeeded]]))).toEqual(
    expected.outcomes,
  );
  expect(retreat.ignored.map((i) => i.unit)).toEqual(expected.ignored ?? []);
  if (expected.board) expect(retreat.units.map((u) => u.unit)).toEqual(expect.arrayContaining([...expected.board]));
  return retreat;
}
