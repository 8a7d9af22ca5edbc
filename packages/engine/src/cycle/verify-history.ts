// Rule 3.6's audit: a game's history re-run from its inputs. Each entry written by the cycle holds
// the game its phase was decided from (`state`), the GameMaster's actions before it, the sheets
// and the seed; re-running it must give the results recorded, and the game it leaves (with the
// next entry's actions applied) must be the next entry's state, and at the end the game itself.
// A tampered or corrupted history breaks one of these, and the phase is named.
import { AdjudicationError } from '../adjudicate/adjudicate.js';
import { phaseName } from '../adjudicate/reports.js';
import type { Game } from '../game/game.js';
import type { GameStateFile } from '../game/game-file.js';
import type { PhaseResults } from '../game/phase-results.js';
import { loadGame } from '../game/load-game.js';
import { PhaseError } from '../resolve/results.js';
import { actionText, applyAction } from './actions.js';
import { decidePhase, stateFile } from './phase-step.js';

export interface HistoryProblem {
  /** The entry's index in the history (the history's length for the game itself). */
  readonly index: number;
  /** The phase named: `Spring 1901 movement phase`, or `the game now (Fall 1901 movement phase)`. */
  readonly phase: string;
  readonly message: string;
}

export interface HistoryVerification {
  readonly ok: boolean;
  /** How many phases were re-run and gave their recorded results. */
  readonly verified: number;
  /** Phases recorded without their state (`payola adjudicate --next-game`, older files): not re-run. */
  readonly unverifiable: readonly string[];
  readonly problems: readonly HistoryProblem[];
}

/** Re-runs every phase of the game's history that holds its state, and checks the chain between them. */
export function verifyHistory(game: Game): HistoryVerification {
  const problems: HistoryProblem[] = [];
  const unverifiable: string[] = [];
  let verified = 0;
  /** The game the previous entry left, when it was re-run. */
  let left: Game | undefined;
  game.history.forEach((entry, index) => {
    const phase = phaseName(entry);
    const problem = (message: string) => problems.push({ index, phase, message });
    if (entry.state === undefined) {
      unverifiable.push(phase);
      left = undefined;
      return;
    }
    const loaded = recordedState(game, entry.state);
    if ('error' in loaded) {
      problem(`its recorded state cannot be read: ${loaded.error}`);
      left = undefined;
      return;
    }
    const state = loaded.game;
    if (left !== undefined) {
      const difference = chainDifference(left, entry.actions ?? [], state);
      if (difference) problem(difference);
    }
    if (state.year !== entry.year || state.season !== entry.season || state.phase !== (entry.phase ?? 'movement')) {
      problem(`its recorded state is the ${phaseName(state)}`);
      left = undefined;
      return;
    }
    try {
      const step = decidePhase(
        state,
        new Map(Object.entries(entry.sheets)),
        entry.seed,
        entry.results?.automatic === true,
      );
      const difference =
        firstDifference(entry.results, asRecordable(entry.results, step.entry.results), 'results') ??
        firstDifference(entry.orders, step.entry.orders, 'orders') ??
        firstDifference(entry.acceptanceLists, step.entry.acceptanceLists, 'acceptanceLists');
      if (difference) problem(`re-running it does not give what the history records: ${difference}`);
      else verified++;
      left = step.game;
    } catch (error) {
      if (!(error instanceof AdjudicationError || error instanceof PhaseError)) throw error;
      problem(`it cannot be re-run from its recorded inputs: ${error.message}`);
      left = undefined;
    }
  });
  if (left !== undefined) {
    const difference = chainDifference(left, game.actions, game, 'the game now');
    if (difference)
      problems.push({
        index: game.history.length,
        phase: `the game now (${phaseName(game)})`,
        message: difference,
      });
  }
  return { ok: problems.length === 0, verified, unverifiable, problems };
}

/**
 * The game a history entry's phase was decided from (`entry.state`), loaded: its map, when a
 * path, is the game's own, already loaded.
 */
export function recordedState(game: Game, state: GameStateFile): { game: Game } | { error: string } {
  if (typeof state !== 'object' || state === null) return { error: 'it is not an object' };
  const loaded = loadGame(state, { readMap: () => game.map.data });
  if (!loaded.ok) return { error: loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; ') };
  if (loaded.game.viewer !== undefined) return { error: "it is a player's view" };
  return { game: loaded.game };
}

/**
 * Why the game the previous phase left, with the GameMaster's actions applied in order, is not
 * `recorded` (the state the next phase was decided from, or the game now).
 */
function chainDifference(
  left: Game,
  actions: Game['actions'],
  recorded: Game,
  what = 'the game it was decided from',
): string | undefined {
  let game = left;
  for (const action of actions) {
    const applied = applyAction(game, action);
    if (!applied.ok)
      return `${actionText(action)}, recorded by the GameMaster before it, cannot be applied: ${applied.error}`;
    game = applied.game;
  }
  const difference = firstDifference(comparable(recorded), comparable(game), 'game');
  return (
    difference &&
    `${what} is not the game the phase before left${actions.length > 0 ? " with the GameMaster's actions recorded" : ''}: ${difference}`
  );
}

/** A state as compared: the records of who plays a power and where its sheet file lies are not compared. */
function comparable(game: Game): unknown {
  const state = stateFile(game);
  return { ...state, powers: state.powers.map(({ sheet: _sheet, player: _player, ...p }) => p) };
}

/**
 * A re-run's results as the record may hold them. Files written before the winter's worth changes
 * were published (rulings E5, E17) hold none; that record is still whole, for the changes follow
 * from the sheets, which the re-run reads, and show in the next state, which is compared too.
 */
function asRecordable(
  recorded: PhaseResults | undefined,
  replayed: PhaseResults | undefined,
): PhaseResults | undefined {
  if (!recorded || !replayed || 'worthChanges' in recorded || !('worthChanges' in replayed)) return replayed;
  const { worthChanges: _changes, ...rest } = replayed;
  return rest;
}

/**
 * The first place where `recorded` and `replayed` differ, as `path: recorded … , re-run …`;
 * undefined when they are equal (objects compared by their keys, in any order).
 */
export function firstDifference(recorded: unknown, replayed: unknown, path: string): string | undefined {
  if (Object.is(recorded, replayed)) return undefined;
  const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 120));
  const bothObjects =
    typeof recorded === 'object' && recorded !== null && typeof replayed === 'object' && replayed !== null;
  if (!bothObjects || Array.isArray(recorded) !== Array.isArray(replayed))
    return `${path}: the record holds ${show(recorded)}, the re-run gives ${show(replayed)}`;
  const a = recorded as Record<string, unknown>;
  const b = replayed as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    const inner = firstDifference(a[key], b[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
    if (inner) return inner;
  }
  return undefined;
}
