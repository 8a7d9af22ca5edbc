// Sheets: a player submits and resubmits until the deadline; each is checked with the engine as
// the adjudicator will check it, and an invalid one is refused with its located errors. A late
// player (no sheet at the deadline, Rule 3.3) may still send one while the GameMaster waits.
import { maxSheetLength } from '../limits.js';
import { ApiError } from '../http/api-error.js';
import type { Queryable, Store } from '../store/store.js';
import { gameFor, requirePlayer } from './access.js';
import { requireActive, requirePhase } from './games.js';
import { gameOf, powersThatOrder, sheetDiagnostics } from './phase-cycle.js';

export interface Acknowledgement {
  readonly power: string;
  readonly phaseNumber: number;
  readonly revision: number;
  readonly submittedAt: string;
  /** Warnings and hints (errors refuse the sheet). */
  readonly diagnostics: readonly unknown[];
}

/**
 * Submits a sheet for the current phase. With `phaseNumber` (the phase the player wrote it for), a
 * sheet that arrives after the game moved on is refused rather than taken for the new phase.
 */
export async function submitSheet(
  store: Store,
  gameId: string,
  accountId: string,
  text: string,
  phaseNumber?: number,
): Promise<Acknowledgement> {
  if (text.length > maxSheetLength)
    throw new ApiError(413, 'sheet-too-long', `a sheet has at most ${maxSheetLength} characters`);
  return store.transaction(async (tx) => {
    // FOR SHARE: submissions run side by side, but never while the phase is being adjudicated,
    // so an acknowledged sheet is either in the phase or refused, never lost between.
    const { game: row, role } = await gameFor(tx, gameId, accountId, 'share');
    const power = requirePlayer(role);
    requireActive(row);
    const game = gameOf(row);
    requirePhase(row, phaseNumber, 'this sheet was written for', 'nothing was submitted');
    if (!powersThatOrder(game).includes(power))
      throw new ApiError(409, 'nothing-to-order', `${power} has no orders to give in this phase`);
    const diagnostics = sheetDiagnostics(game, power, text);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0)
      throw new ApiError(
        422,
        'invalid-sheet',
        `the sheet has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was submitted`,
        { diagnostics: errors },
      );
    // After the deadline a sheet already sent stands; a late player's first sheet is still taken.
    const [saved] = await tx.query<{ revision: number; submitted_at: Date }>(
      `INSERT INTO submissions (game_id, phase_number, power, text, revision) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (game_id, phase_number, power)
       DO UPDATE SET text = EXCLUDED.text, revision = submissions.revision + 1, submitted_at = now()
       WHERE NOT $5
       RETURNING revision, submitted_at`,
      [gameId, row.phase_number, power, text, row.deadline_passed],
    );
    if (!saved) throw new ApiError(409, 'deadline-passed', 'the deadline has passed: your sheet stands as submitted');
    // A late sheet may complete the phase: the deadline clock looks again.
    if (row.overdue) await tx.query('UPDATE games SET overdue = false WHERE id = $1', [gameId]);
    return {
      power,
      phaseNumber: row.phase_number,
      revision: saved.revision,
      submittedAt: saved.submitted_at.toISOString(),
      diagnostics,
    };
  });
}

/** The caller's own sheet for the current phase (players only: nobody reads another's). */
export async function ownSheet(db: Queryable, gameId: string, accountId: string) {
  const { game, role } = await gameFor(db, gameId, accountId);
  const power = requirePlayer(role);
  const [row] = await db.query<{ text: string; revision: number; submitted_at: Date }>(
    'SELECT text, revision, submitted_at FROM submissions WHERE game_id = $1 AND phase_number = $2 AND power = $3',
    [gameId, game.phase_number, power],
  );
  return row
    ? {
        power,
        phaseNumber: game.phase_number,
        text: row.text,
        revision: row.revision,
        submittedAt: row.submitted_at.toISOString(),
      }
    : { power, phaseNumber: game.phase_number, text: null, revision: 0, submittedAt: null };
}
