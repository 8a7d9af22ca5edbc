// Retreat and adjustment cases: a movement phase, then the retreats; or a winter position and
// the builds and disbands.
import { expect } from 'vitest';
import { loadGame, resolveAdjustments, resolveRetreats, type Game, type RetreatResult } from '@payola/engine';
import { gameWith } from '../support/board.js';
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

/** A winter position: units by power, centres by power (others own none). */
export interface WinterPosition {
  readonly units: PowerOrders;
  readonly centers: Readonly<Record<string, string[]>>;
  readonly status?: Readonly<Record<string, 'active' | 'eliminated' | 'dummy'>>;
}

/** The adjustment phase of a position, loaded through a game file. */
export function winterGame(position: WinterPosition): Game {
  const base = gameWith(
    Object.fromEntries(Object.entries(position.units).map(([p, list]) => [p, [...list]])),
    position.status ? { centers: position.centers, status: position.status } : { centers: position.centers },
  );
  const loaded = loadGame({ ...base.toFile(), season: 'winter', phase: 'adjustment' });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}

/** Resolves the adjustments and checks every power's outcomes (`[order, succeeded]`, in order) exactly. */
export function expectAdjustment(
  position: WinterPosition,
  orders: Readonly<Record<string, readonly string[]>>,
  expected: Readonly<Record<string, readonly (readonly [order: string, succeeded: boolean])[]>>,
  board?: readonly string[],
): void {
  const result = resolveAdjustments(winterGame(position), orders);
  expect(
    Object.fromEntries(
      Object.entries(result.outcomes).map(([p, list]) => [p, list.map((o) => [o.order, o.succeeded])]),
    ),
  ).toEqual(expected);
  expect(result.ignored).toEqual([]);
  if (board) expect(result.units.map((u) => u.unit).sort()).toEqual([...board].sort());
}
