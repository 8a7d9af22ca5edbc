// A phase is adjudicated in one transaction, with the game's row locked: the phase record, the
// new game state, the next deadline and the reports are written together or not at all, so a
// process killed at any moment leaves the game before or after the phase, never between. The
// GameMaster's "adjudicate now" and the deadline clock both come here.
import { randomInt } from 'node:crypto';
import { AdjudicationError, PhaseError } from '@payola/engine';
import { ApiError } from '../http/api-error.js';
import type { Queryable } from '../store/store.js';
import type { GameRow } from './access.js';
import type { Deadlines } from './games.js';
import { advance, gameOf, powersRequired, stateOf } from './phase-cycle.js';

export type AdjudicationOutcome =
  | { readonly adjudicated: true; readonly title: string; readonly phaseNumber: number; readonly seed: number }
  | { readonly adjudicated: false; readonly missing: readonly string[] };

/** Adjudicates the game whose row `tx` holds locked FOR UPDATE. */
export async function adjudicateLocked(
  tx: Queryable,
  row: GameRow,
  seed = randomInt(2 ** 31),
): Promise<AdjudicationOutcome> {
  if (row.status !== 'active') throw new ApiError(409, 'game-ended', 'the game has ended');
  const game = gameOf(row);
  const submitted = await tx.query<{ power: string; text: string }>(
    'SELECT power, text FROM submissions WHERE game_id = $1 AND phase_number = $2',
    [row.id, row.phase_number],
  );
  const disorder = (
    await tx.query<{ power: string }>('SELECT power FROM players WHERE game_id = $1 AND civil_disorder', [row.id])
  ).map((r) => r.power);
  const sheets: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const s of submitted) sheets[s.power] = s.text;
  // Rule 3.3: no sheet, no adjudication; the GameMaster waits, extends or declares civil disorder.
  const missing = powersRequired(game).filter((p) => sheets[p] === undefined && !disorder.includes(p));
  if (missing.length > 0) return { adjudicated: false, missing };
  let outcome;
  try {
    outcome = advance(game, { ...sheets }, { seed, civilDisorder: disorder });
  } catch (error) {
    if (error instanceof AdjudicationError)
      throw new ApiError(409, 'cannot-adjudicate', error.message, { missing: error.missing });
    if (error instanceof PhaseError) throw new ApiError(409, 'cannot-adjudicate', error.message);
    throw error;
  }
  await tx.query(
    `INSERT INTO phases (game_id, phase_number, title, kind, public, reports, record)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.id, row.phase_number, outcome.title, outcome.kind, outcome.public, outcome.reports, outcome.record],
  );
  const deadlines = row.deadlines as Deadlines;
  // After a victory (Rule 6.2) no deadline: the GameMaster ends the game and publishes it (Rule 3.6).
  const seconds = outcome.next.victory ? 0 : (deadlines[outcome.next.phase] ?? 0);
  await tx.query(
    `UPDATE games SET state = $2, phase_number = phase_number + 1, overdue = false,
       deadline = CASE WHEN $3::int > 0 THEN now() + $3::int * interval '1 second' END
     WHERE id = $1`,
    [row.id, stateOf(outcome.next), seconds],
  );
  // Civil disorder is declared for one phase at a time.
  await tx.query('UPDATE players SET civil_disorder = false WHERE game_id = $1', [row.id]);
  return { adjudicated: true, title: outcome.title, phaseNumber: row.phase_number, seed };
}
