// Who the caller is in a game: its GameMaster, the player of one power, or nobody (then the game
// is not found, so that its existence is not revealed). Every game route starts here.
import type { Queryable } from '../store/store.js';
import { gameMasterOnly, noSuchGame, playersOnly } from '../http/api-error.js';

export type Role = { readonly kind: 'gm' } | { readonly kind: 'player'; readonly power: string };

export interface GameRow {
  readonly id: string;
  readonly name: string;
  readonly gm_id: string;
  readonly state: unknown;
  /** A variant map's JSON (schemas/map.schema.json); null for the standard board. */
  readonly map: unknown;
  readonly phase_number: number;
  readonly status: 'active' | 'ended';
  readonly deadlines: Readonly<Record<string, number>>;
  readonly deadline: Date | null;
  readonly overdue: boolean;
  /** The deadline has passed (the database's clock). */
  readonly deadline_passed: boolean;
}

const maxIdLength = 40;

/** The game and the caller's role in it; `lock` takes the row for update (one change at a time). */
export async function gameFor(
  db: Queryable,
  gameId: string,
  accountId: string,
  lock: 'none' | 'share' | 'update' = 'none',
): Promise<{ game: GameRow; role: Role }> {
  if (gameId.length > maxIdLength) throw noSuchGame();
  const suffix = lock === 'update' ? ' FOR UPDATE OF g' : lock === 'share' ? ' FOR SHARE OF g' : '';
  // One round trip: the game, the caller's power in it, and whether its deadline has passed (by
  // the database's clock, the same for every judge process).
  const [row] = await db.query<GameRow & { player_power: string | null }>(
    `SELECT g.*, p.power AS player_power, (g.deadline IS NOT NULL AND g.deadline <= now()) AS deadline_passed
     FROM games g LEFT JOIN players p ON p.game_id = g.id AND p.account_id = $2
     WHERE g.id = $1${suffix}`,
    [gameId, accountId],
  );
  if (!row) throw noSuchGame();
  const { player_power: power, ...game } = row;
  if (game.gm_id === accountId) return { game, role: { kind: 'gm' } };
  if (power === null) throw noSuchGame();
  return { game, role: { kind: 'player', power } };
}

export function requireGm(role: Role): void {
  if (role.kind !== 'gm') throw gameMasterOnly();
}

export function requirePlayer(role: Role): string {
  if (role.kind !== 'player') throw playersOnly();
  return role.power;
}
