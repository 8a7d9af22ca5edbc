// Phase results: the public part for every participant; a private report (Rule 5.7) for its own
// player only, every report for the GameMaster, and everything for all once published (Rule 3.6).
import { ApiError } from '../http/api-error.js';
import type { Queryable } from '../store/store.js';
import { gameFor } from './access.js';

interface PhaseRow {
  readonly phase_number: number;
  readonly title: string;
  readonly kind: string;
  readonly public: unknown;
  readonly reports: Readonly<Record<string, unknown>>;
  readonly adjudicated_at: Date;
}

export async function phaseResults(db: Queryable, gameId: string, accountId: string) {
  const { game, role } = await gameFor(db, gameId, accountId);
  const rows = await db.query<PhaseRow>(
    'SELECT phase_number, title, kind, public, reports, adjudicated_at FROM phases WHERE game_id = $1 ORDER BY phase_number',
    [gameId],
  );
  const everything = role.kind === 'gm' || game.status === 'ended';
  return rows.map((r) => ({
    number: r.phase_number,
    title: r.title,
    kind: r.kind,
    adjudicatedAt: r.adjudicated_at.toISOString(),
    public: r.public,
    reports: everything
      ? r.reports
      : role.kind === 'player' && r.reports[role.power] !== undefined
        ? { [role.power]: r.reports[role.power] }
        : {},
  }));
}

export async function ownReport(db: Queryable, gameId: string, accountId: string, phaseNumber: number) {
  const all = await phaseResults(db, gameId, accountId);
  const phase = all.find((p) => p.number === phaseNumber);
  if (!phase) throw new ApiError(404, 'no-such-phase', `phase ${phaseNumber} has not been adjudicated`);
  return phase;
}
