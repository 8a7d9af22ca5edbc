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
  readonly phase_number: number;
  readonly status: 'active' | 'ended';
  readonly deadlines: Readonly<Record<string, number>>;
  readonly deadline: Date | null;
  readonly overdue: boolean;
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
  const suffix = lock === 'update' ? ' FOR UPDATE' : lock === 'share' ? ' FOR SHARE' : '';
  const [game] = await db.query<GameRow>(`SELECT * FROM games WHERE id = $1${suffix}`, [gameId]);
  if (!game) throw noSuchGame();
  if (game.gm_id === accountId) return { game, role: { kind: 'gm' } };
  const [player] = await db.query<{ power: string }>(
    'SELECT power FROM players WHERE game_id = $1 AND account_id = $2',
    [gameId, accountId],
  );
  if (!player) throw noSuchGame();
  return { game, role: { kind: 'player', power: player.power } };
}

export function requireGm(role: Role): void {
  if (role.kind !== 'gm') throw gameMasterOnly();
}

export function requirePlayer(role: Role): string {
  if (role.kind !== 'player') throw playersOnly();
  return role.power;
}
