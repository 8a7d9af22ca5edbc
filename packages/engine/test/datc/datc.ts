/**
 * The DATC (Diplomacy Adjudicator Test Cases, v3.0) sections 6.A–6.J as tables: for each case the
 * position (the units named by the orders, plus any that only stand there), the orders in our
 * order language, and what the DATC expects. Our language differs from the DATC's in places: a
 * convoyed move spells out its route (`A LON - NTH - BEL`, the DATC's "via convoy"); a support
 * names a province, never a coast; and orders the checker rejects (an army to sea, a support to
 * where the supporter cannot go) make the unit hold, as DATC 4.E.1 prefers for illegal orders.
 */
import { parseSheet } from '@payola/parser';
import { expect } from 'vitest';
import { loadGame, resolveMovement, type Game, type MovementResult } from '@payola/engine';
import { gameWith } from '../support/board.js';

/** One DATC case as a test: its number, title, the option chosen where the DATC offers one. */
export interface DatcCase {
  /** `6.A.1`. */
  readonly id: string;
  readonly title: string;
  /** Where the DATC offers options: the one we take (named in the test's title). */
  readonly option?: string;
  readonly run: () => void;
}

export const datcCase = (id: string, title: string, run: () => void, option?: string): DatcCase =>
  option === undefined ? { id, title, run } : { id, title, run, option };

/** The test's name: `DATC 6.A.1: moving to an area that is not a neighbour fails`. */
export function caseName(c: DatcCase): string {
  return `DATC ${c.id}: ${c.title}${c.option ? ` (option: ${c.option})` : ''}`;
}

/** Orders by power, in our language. */
export type PowerOrders = Readonly<Record<string, readonly string[]>>;

/** The unit an order is for, as a key (`F STP/SC`), read by the parser. */
export function unitOf(order: string): string {
  const line = parseSheet(`1 : ${order}`).sheet.lines[0];
  if (line?.kind !== 'offer') throw new Error(`test order "${order}" does not parse`);
  const { type, place } = line.unit;
  if (!type) throw new Error(`test order "${order}" must name the unit type`);
  return `${type} ${place.name}${place.coast ? `/${place.coast}` : ''}`;
}

export interface MovementExpectation {
  /** Units whose order succeeds (a move: the unit moved; a support: it was given). */
  readonly succeeds?: readonly string[];
  /** Units whose order fails (legal orders only). */
  readonly fails?: readonly string[];
  /** Units whose order the checker rejects: they hold (DATC 4.E.1). */
  readonly illegal?: readonly string[];
  /** Every dislodged unit and the province its attacker came from (none if absent). */
  readonly dislodged?: Readonly<Record<string, string>>;
  /** Units that must be on the board afterwards (unit texts with their new places). */
  readonly board?: readonly string[];
  /** Retreat options of dislodged units. */
  readonly retreats?: Readonly<Record<string, readonly string[]>>;
  readonly standoffs?: readonly string[];
  /** Words the reason of a unit's outcome must contain. */
  readonly reasons?: Readonly<Record<string, string>>;
}

/** The province of a unit key (`F STP/SC` → `STP`). */
const provinceOf = (unit: string) => unit.slice(2).split('/')[0]!;

/**
 * A standard board with the units in `standing`, and for each order the unit it names unless
 * `standing` already has a unit in that province (an order may name its unit wrongly, 6.B.10).
 * Returns the game and the orders keyed by the unit in each order's province.
 */
export function movementGame(
  orders: PowerOrders,
  standing: PowerOrders = {},
): { game: Game; byUnit: Record<string, string> } {
  const units: Record<string, string[]> = {};
  const at = new Map<string, string>();
  for (const [power, list] of Object.entries(standing))
    for (const unit of list) {
      (units[power] ??= []).push(unit);
      at.set(provinceOf(unit), unit);
    }
  const byUnit: Record<string, string> = {};
  for (const [power, list] of Object.entries(orders))
    for (const order of list) {
      const named = unitOf(order);
      const unit = at.get(provinceOf(named)) ?? named;
      if (!at.has(provinceOf(named))) {
        (units[power] ??= []).push(named);
        at.set(provinceOf(named), named);
      }
      byUnit[unit] = order;
    }
  return { game: gameWith(units), byUnit };
}

/** Resolves the orders (units in `standing` hold) and checks every expectation. */
export function expectMovement(
  orders: PowerOrders,
  expected: MovementExpectation,
  standing: PowerOrders = {},
): { game: Game; result: MovementResult } {
  const { game, byUnit } = movementGame(orders, standing);
  const result = resolveMovement(game, byUnit);
  expect(result.ignored).toEqual([]);
  // The result never depends on the order in which the units are listed (nor, so, on which
  // decision of a paradox is guessed first): reversed and rotated boards give the same.
  const half = Math.floor(game.units.length / 2);
  for (const units of [[...game.units].reverse(), [...game.units.slice(half), ...game.units.slice(0, half)]])
    expect(normalized(resolveMovement(game.with({ units }), byUnit))).toEqual(normalized(result));
  const outcome = (unit: string) => {
    const o = result.outcomes[unit];
    if (!o) throw new Error(`no outcome for ${unit}; outcomes: ${Object.keys(result.outcomes).join(', ')}`);
    return o;
  };
  const illegal = new Set(expected.illegal ?? []);
  const summary = (units: readonly string[]) => units.map((u) => [u, outcome(u).succeeded, outcome(u).reason]);
  expect(summary(expected.succeeds ?? [])).toEqual((expected.succeeds ?? []).map((u) => [u, true, expect.any(String)]));
  expect(summary(expected.fails ?? [])).toEqual((expected.fails ?? []).map((u) => [u, false, expect.any(String)]));
  // Orders the DATC treats as legal must pass our checker, and the illegal ones must not.
  expect(
    Object.keys(byUnit).map((u) => [u, outcome(u).reason.startsWith('illegal order') ? 'illegal' : 'legal']),
  ).toEqual(Object.keys(byUnit).map((u) => [u, illegal.has(u) ? 'illegal' : 'legal']));
  expect(Object.fromEntries(result.dislodged.map((d) => [d.unit, d.by]))).toEqual(expected.dislodged ?? {});
  if (expected.board) expect(result.units.map((u) => u.unit)).toEqual(expect.arrayContaining([...expected.board]));
  if (expected.retreats)
    expect(Object.fromEntries(result.dislodged.map((d) => [d.unit, d.retreats]))).toEqual(expected.retreats);
  if (expected.standoffs) expect(result.standoffs).toEqual(expected.standoffs);
  for (const [unit, words] of Object.entries(expected.reasons ?? {}))
    expect(outcome(unit).reason, `reason for ${unit}`).toContain(words);
  return { game, result };
}

/** A result as sets, independent of the order of the units. */
function normalized(result: MovementResult) {
  return {
    outcomes: Object.entries(result.outcomes).sort(([a], [b]) => (a < b ? -1 : 1)),
    units: result.units.map((u) => `${u.power} ${u.unit}`).sort(),
    dislodged: [...result.dislodged].sort((a, b) => (a.unit < b.unit ? -1 : 1)),
    standoffs: result.standoffs,
  };
}

/** The retreat phase after a movement phase, loaded through a game file as the GameMaster would. */
export function retreatGame(game: Game, result: MovementResult): Game {
  const loaded = loadGame({
    ...game.toFile(),
    phase: 'retreat',
    units: result.units,
    dislodged: result.dislodged,
    standoffs: result.standoffs,
  });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}
