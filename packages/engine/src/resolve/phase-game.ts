import { Game } from '../game/game.js';
import type { GameFile, Phase } from '../game/game-file.js';
import { loadGame } from '../game/load-game.js';
import { parseUnitText } from '../game/unit-text.js';
import type { BoardUnit } from '../game/game.js';
import { PhaseError, type IgnoredOrder } from './results.js';

/** A `Game`, or a game file loaded into one, which must be in `phase`. */
export function gameInPhase(input: Game | GameFile, phase: Phase, resolver: string): Game {
  let game: Game;
  if (input instanceof Game) game = input;
  else {
    const loaded = loadGame(input);
    if (!loaded.ok)
      throw new PhaseError(
        'the game file cannot be loaded',
        loaded.problems.map((p) => `${p.path}: ${p.message}`),
      );
    game = loaded.game;
  }
  if (game.phase !== phase)
    throw new PhaseError(`${resolver} resolves a ${phase} phase; this game is in a ${game.phase} phase`);
  return game;
}

/**
 * The unit an order is given for, found by `unitIn` from the text it is keyed by (`F STP/SC`,
 * `a par`); or why the order is ignored. Each unit takes one order: `taken` holds the units
 * already ordered.
 */
export function orderedUnit<U extends BoardUnit>(
  game: Game,
  key: string,
  order: string,
  unitIn: (province: string) => U | undefined,
  taken: Set<U>,
  what: string,
): { unit: U } | { ignored: IgnoredOrder } {
  const ignore = (reason: string) => ({ ignored: { unit: key, order, reason } });
  const parsed = parseUnitText(key, game.map);
  if ('error' in parsed) return ignore(parsed.error);
  const unit = unitIn(parsed.location.province);
  if (!unit) return ignore(`there is no ${what} in ${parsed.location.province}`);
  if (unit.type !== parsed.type)
    return ignore(`the unit in ${parsed.location.province} is ${unit.type === 'A' ? 'an army' : 'a fleet'}`);
  if (unit.location.coast !== parsed.location.coast)
    return ignore(`the fleet in ${parsed.location.province} is on its ${unit.location.coast} coast`);
  if (taken.has(unit)) return ignore(`a second order for ${key}; the first one counts`);
  taken.add(unit);
  return { unit };
}
