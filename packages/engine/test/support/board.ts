// Test helpers: games built from short unit lists, and sheets checked against them.
import { loadGame, startingGame, type Game } from '@payola/engine';

/**
 * A standard-map game with exactly these units, e.g.
 * `gameWith({ England: ['F NTH', 'A LON'], France: ['F BRE'] }, { rules: ['blind'] })`.
 * Every power of the standard map exists (48 AgP, list `X?`, no centres unless given).
 */
export function gameWith(
  units: Record<string, string[]>,
  options: {
    rules?: string[];
    balances?: Record<string, number>;
    accept?: Record<string, string>;
    status?: Record<string, 'active' | 'eliminated' | 'dummy'>;
    centers?: Record<string, string[]>;
  } = {},
): Game {
  const opening = startingGame();
  const result = loadGame({
    map: 'standard',
    rules: options.rules ?? [],
    year: 1901,
    season: 'spring',
    powers: opening.powers.map((p) => ({
      name: p.name,
      letter: p.letter,
      balance: options.balances?.[p.name] ?? 48,
      accept: options.accept?.[p.name] ?? `${p.letter}?`,
      centers: options.centers?.[p.name] ?? [],
      status: options.status?.[p.name] ?? 'active',
    })),
    units: Object.entries(units).flatMap(([power, list]) => list.map((unit) => ({ power, unit }))),
  });
  if (!result.ok)
    throw new Error(`test game is invalid: ${result.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return result.game;
}

import { adjudicate, type AdjudicationResult } from '@payola/engine';

/**
 * Adjudicates `sheets` (by power) on a board of `units`; powers that send no sheet are treated as
 * eliminated (so Rule 3.3 does not ask for their sheets). Returns the result.
 */
export function adjudicateOn(
  units: Record<string, string[]>,
  sheets: Record<string, string>,
  options: {
    rules?: string[];
    balances?: Record<string, number>;
    accept?: Record<string, string>;
    status?: Record<string, 'active' | 'eliminated' | 'dummy'>;
    seed?: number;
  } = {},
): AdjudicationResult {
  const all = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
  const status = Object.fromEntries(
    all.map((p) => [p, options.status?.[p] ?? (sheets[p] === undefined ? 'eliminated' : 'active')]),
  ) as Record<string, 'active' | 'eliminated' | 'dummy'>;
  const game = gameWith(units, { ...options, status });
  return adjudicate(game, sheets, { seed: options.seed ?? 1 });
}
