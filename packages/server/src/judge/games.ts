// The GameMaster's operations on a game: create it, invite players, see who has submitted, set
// deadlines, civil disorder (Rule 3.3), transfers (Rule 2.3), end and publish (Rule 3.6).
import { renderBoard } from '@payola/board';
import { ruleFlags, standardMap, transfer } from '@payola/engine';
import { hashPassword } from '../auth/passwords.js';
import { newId, newToken, tokenHash } from '../auth/tokens.js';
import { ApiError } from '../http/api-error.js';
import type { Queryable } from '../store/store.js';
import { gameFor, requireGm, type GameRow, type Role } from './access.js';
import {
  currentTitle,
  gameOf,
  mapOf,
  playerView,
  powersRequired,
  powersThatOrder,
  startGame,
  stateOf,
} from './phase-cycle.js';
import { readDeadline } from './deadline-time.js';

export type PhaseKind = 'movement' | 'retreat' | 'adjustment';
export type Deadlines = Readonly<Record<PhaseKind, number>>;

export interface PlayerInvitation {
  readonly power: string;
  /** The player's account name. */
  readonly name: string;
  /**
   * `link`: a new account and its sign-in link; `password`: a new account with this password;
   * `account`: the existing account of this name (its player signs in as usual).
   */
  readonly invite: 'link' | 'password' | 'account';
  readonly password?: string;
}

export interface CreateGameInput {
  readonly name: string;
  /** `standard` (the default), or a variant map's JSON (schemas/map.schema.json). */
  readonly map?: 'standard' | Readonly<Record<string, unknown>>;
  readonly rules?: readonly string[];
  readonly players: readonly PlayerInvitation[];
  /** Seconds each phase type lasts; absent: the GameMaster adjudicates by hand. */
  readonly deadlines?: Partial<Deadlines>;
}

export const defaultDeadlines: Deadlines = { movement: 0, retreat: 0, adjustment: 0 };
export const signInLinkLifetimeDays = 90;

export interface Invitation {
  readonly power: string;
  readonly name: string;
  /** The path of the sign-in link (`/signin/<token>`), shown once, to the GameMaster. */
  readonly signInPath?: string;
}

export interface PasswordCost {
  readonly passwordCost?: number;
}

export async function createGame(
  tx: Queryable,
  gmId: string,
  input: CreateGameInput,
  options: PasswordCost,
): Promise<{ id: string; invitations: Invitation[] }> {
  for (const rule of input.rules ?? [])
    if (!(ruleFlags as readonly string[]).includes(rule))
      throw new ApiError(422, 'unknown-rule', `unknown rule "${rule}"; the rules are ${ruleFlags.join(', ')}`);
  // Exchange's players are investors, not powers (Rule 6.8, ruling E1): the judge's seats are powers.
  if (input.rules?.includes('exchange'))
    throw new ApiError(
      422,
      'unsupported-rule',
      'Exchange Payola (Rule 6.8) is not hosted by the web judge: its players are investors, not powers; run it with `payola new --rule exchange`',
    );
  const variant = typeof input.map === 'object' ? mapOf(input.map) : undefined;
  if (variant && 'problems' in variant)
    throw new ApiError(422, 'invalid-map', `the map is not valid: ${variant.problems.slice(0, 5).join('; ')}`, {
      problems: variant.problems,
    });
  const board = variant?.map ?? standardMap;
  const powers = board.powers.map((p) => p.name);
  const seen = new Set<string>();
  const names = new Set<string>();
  for (const player of input.players) {
    const power = powers.find((p) => p.toLowerCase() === player.power.toLowerCase());
    if (!power)
      throw new ApiError(
        422,
        'unknown-power',
        `"${player.power}" is not a power of this map; the powers are ${powers.join(', ')}`,
      );
    if (seen.has(power)) throw new ApiError(422, 'duplicate-power', `${power} has two players`);
    if (names.has(player.name.toLowerCase()))
      throw new ApiError(422, 'duplicate-player', `${player.name} plays two powers`);
    if (player.invite === 'password' && player.password === undefined)
      throw new ApiError(422, 'password-required', `${player.name} is invited with a password, but none is given`);
    seen.add(power);
    names.add(player.name.toLowerCase());
  }
  const game = startGame({
    rules: input.rules ?? [],
    ...(variant && { map: board }),
    powers,
    players: new Map(
      input.players.map((p) => [powers.find((x) => x.toLowerCase() === p.power.toLowerCase())!, p.name]),
    ),
  });
  const deadlines = { ...defaultDeadlines, ...input.deadlines };
  const id = newId();
  const first = deadlines[game.phase];
  await tx.query(
    `INSERT INTO games (id, name, gm_id, state, deadlines, deadline, map)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::int > 0 THEN now() + $6::int * interval '1 second' END, $7)`,
    [id, input.name, gmId, stateOf(game), deadlines, first, variant ? board.data : null],
  );
  const invitations: Invitation[] = [];
  for (const player of input.players) {
    const power = powers.find((p) => p.toLowerCase() === player.power.toLowerCase())!;
    const accountId =
      player.invite === 'account'
        ? await existingAccount(tx, player.name)
        : await invitedAccount(
            tx,
            player.name,
            player.invite === 'password' ? player.password : undefined,
            id,
            options,
          );
    if (accountId === gmId) throw new ApiError(422, 'gamemaster-plays', 'the GameMaster cannot also play a power');
    await tx.query('INSERT INTO players (game_id, power, account_id) VALUES ($1, $2, $3)', [id, power, accountId]);
    invitations.push({
      power,
      name: player.name,
      ...(player.invite === 'link' && { signInPath: await signInLink(tx, accountId, id) }),
    });
  }
  return { id, invitations };
}

/**
 * A new account for an invited player, which belongs to this game until its player sets a
 * password: only then may the GameMaster no longer make links or passwords for it. A name already
 * taken is refused, so no GameMaster can obtain a link that signs in as someone else's account.
 */
async function invitedAccount(
  tx: Queryable,
  name: string,
  password: string | undefined,
  gameId: string,
  options: PasswordCost,
): Promise<string> {
  const [existing] = await tx.query('SELECT 1 FROM accounts WHERE name_key = $1', [name.toLowerCase()]);
  if (existing)
    throw new ApiError(
      409,
      'name-taken',
      `an account named "${name}" exists: invite it as an existing account, or choose another name`,
    );
  const id = newId();
  const hash = password === undefined ? null : await hashPassword(password, options.passwordCost);
  await tx.query('INSERT INTO accounts (id, name, name_key, password_hash, invited_for) VALUES ($1, $2, $3, $4, $5)', [
    id,
    name,
    name.toLowerCase(),
    hash,
    gameId,
  ]);
  return id;
}

async function existingAccount(tx: Queryable, name: string): Promise<string> {
  const [account] = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE name_key = $1', [name.toLowerCase()]);
  if (!account) throw new ApiError(422, 'no-such-account', `there is no account named "${name}"`);
  return account.id;
}

/** A new sign-in link for a player of a game; earlier links of that player for it stop working. */
export async function signInLink(tx: Queryable, accountId: string, gameId: string): Promise<string> {
  await tx.query('DELETE FROM sign_in_links WHERE account_id = $1 AND game_id = $2', [accountId, gameId]);
  const token = newToken();
  await tx.query(
    `INSERT INTO sign_in_links (token_hash, account_id, game_id, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 day')`,
    [tokenHash(token), accountId, gameId, signInLinkLifetimeDays],
  );
  return `/signin/${token}`;
}

export async function reinvite(
  tx: Queryable,
  gameId: string,
  gmId: string,
  input: { power: string; invite: 'link' | 'password'; password?: string },
  options: PasswordCost,
): Promise<Invitation> {
  const { role } = await gameFor(tx, gameId, gmId, 'update');
  requireGm(role);
  const [player] = await tx.query<{ account_id: string; name: string; power: string; invited_for: string | null }>(
    `SELECT p.account_id, a.name, p.power, a.invited_for FROM players p JOIN accounts a ON a.id = p.account_id
     WHERE p.game_id = $1 AND lower(p.power) = lower($2)`,
    [gameId, input.power],
  );
  if (!player) throw new ApiError(404, 'no-such-player', `no player plays "${input.power}" in this game`);
  // Links and passwords only for accounts this game's invitation made (and whose player has not
  // set a password since): never a way into a player's own account.
  if (player.invited_for !== gameId)
    throw new ApiError(
      403,
      'account-in-use',
      `${player.name}'s account is their own: they sign in with their password`,
    );
  if (input.invite === 'password') {
    if (input.password === undefined) throw new ApiError(422, 'password-required', 'give the new password');
    await tx.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [
      player.account_id,
      await hashPassword(input.password, options.passwordCost),
    ]);
    await tx.query('DELETE FROM sessions WHERE account_id = $1', [player.account_id]);
    return { power: player.power, name: player.name };
  }
  return { power: player.power, name: player.name, signInPath: await signInLink(tx, player.account_id, gameId) };
}

export async function listGames(db: Queryable, accountId: string) {
  return db.query<{ id: string; name: string; role: 'gm' | 'player'; power: string | null; status: string }>(
    `SELECT g.id, g.name, 'gm' AS role, NULL AS power, g.status FROM games g WHERE g.gm_id = $1
     UNION ALL
     SELECT g.id, g.name, 'player' AS role, p.power, g.status FROM games g JOIN players p ON p.game_id = g.id
     WHERE p.account_id = $1
     ORDER BY name, id`,
    [accountId],
  );
}

/** What a participant sees of the game; the GameMaster also sees who has submitted. */
export async function gameSummary(db: Queryable, gameId: string, accountId: string) {
  const { game: row, role } = await gameFor(db, gameId, accountId);
  const game = gameOf(row);
  const players = await db.query<{ power: string; name: string; civil_disorder: boolean }>(
    `SELECT p.power, a.name, p.civil_disorder FROM players p JOIN accounts a ON a.id = p.account_id
     WHERE p.game_id = $1 ORDER BY p.power`,
    [gameId],
  );
  const mayOrder = powersThatOrder(game);
  const required = powersRequired(game);
  const summary = {
    id: row.id,
    name: row.name,
    status: row.status,
    title: currentTitle(game),
    phase: game.phase,
    phaseNumber: row.phase_number,
    deadline: row.deadline?.toISOString() ?? null,
    overdue: row.overdue,
    deadlines: row.deadlines,
    rules: [...game.ruleFlags],
    role: role.kind,
    ...(role.kind === 'player' && { power: role.power, mustOrder: mayOrder.includes(role.power) }),
    victory: game.victory ?? null,
    powers: game.powers.map((p) => ({
      name: p.name,
      letter: p.letter,
      status: p.status,
      player: players.find((x) => x.power === p.name)?.name ?? null,
    })),
  };
  if (role.kind !== 'gm') return summary;
  const submitted = await db.query<{ power: string; revision: number; submitted_at: Date }>(
    'SELECT power, revision, submitted_at FROM submissions WHERE game_id = $1 AND phase_number = $2',
    [gameId, row.phase_number],
  );
  return {
    ...summary,
    submissions: mayOrder.map((power) => {
      const s = submitted.find((x) => x.power === power);
      return {
        power,
        submitted: s !== undefined,
        required: required.includes(power),
        revision: s?.revision ?? 0,
        submittedAt: s?.submitted_at.toISOString() ?? null,
        civilDisorder: players.find((x) => x.power === power)?.civil_disorder ?? false,
      };
    }),
  };
}

/** The board as the caller may see it (Tin Cup: only their own sight, Rule 6.3). */
export async function boardPicture(db: Queryable, gameId: string, accountId: string): Promise<string> {
  const { game: row, role } = await gameFor(db, gameId, accountId);
  const game = gameOf(row);
  const viewer = role.kind === 'player' && row.status !== 'ended' ? role.power : undefined;
  return renderBoard(game, {}, viewer === undefined ? {} : { viewer });
}

/** The player's own view; the GameMaster's is the whole game file. */
export async function gameView(db: Queryable, gameId: string, accountId: string): Promise<unknown> {
  const { game: row, role } = await gameFor(db, gameId, accountId);
  if (role.kind === 'gm') return row.state;
  return playerView(gameOf(row), role.power);
}

export async function setDeadline(tx: Queryable, gameId: string, gmId: string, at: string | null) {
  const { game, role } = await gameFor(tx, gameId, gmId, 'update');
  requireGm(role);
  requireActive(game);
  const when = at === null ? null : readDeadline(at);
  await tx.query('UPDATE games SET deadline = $2, overdue = false WHERE id = $1', [gameId, when]);
  return { deadline: when?.toISOString() ?? null };
}

export async function setCivilDisorder(
  tx: Queryable,
  gameId: string,
  gmId: string,
  input: { power: string; civilDisorder: boolean; phaseNumber?: number },
) {
  const { power, civilDisorder: on } = input;
  const { game, role } = await gameFor(tx, gameId, gmId, 'update');
  requireGm(role);
  requireActive(game);
  requirePhase(game, input.phaseNumber, 'civil disorder was asked for', 'nothing was changed');
  const rows = await tx.query<{ power: string }>(
    'UPDATE players SET civil_disorder = $3 WHERE game_id = $1 AND lower(power) = lower($2) RETURNING power',
    [gameId, power, on],
  );
  if (rows.length === 0) throw new ApiError(404, 'no-such-player', `no player plays "${power}" in this game`);
  // The phase may now be complete: the deadline clock looks again.
  await tx.query('UPDATE games SET overdue = false WHERE id = $1', [gameId]);
  return { power: rows[0]!.power, civilDisorder: on };
}

/** Rule 2.3: money from one player to another, recorded by the GameMaster, applied at once. */
export async function recordTransfer(
  tx: Queryable,
  gameId: string,
  gmId: string,
  input: { from: string; to: string; amount: number },
) {
  const { game: row, role } = await gameFor(tx, gameId, gmId, 'update');
  requireGm(role);
  requireActive(row);
  const result = transfer(gameOf(row), input.from, input.to, input.amount);
  if (!result.ok) throw new ApiError(422, 'transfer-refused', result.error);
  const from = result.game.power(input.from)!.name;
  const to = result.game.power(input.to)!.name;
  await tx.query('UPDATE games SET state = $2 WHERE id = $1', [gameId, stateOf(result.game)]);
  const id = newId();
  await tx.query(
    'INSERT INTO transfers (id, game_id, phase_number, from_power, to_power, amount) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, gameId, row.phase_number, from, to, input.amount],
  );
  return { id, from, to, amount: input.amount, ledger: result.ledger };
}

/** Transfers: the GameMaster's all; a player's only those it paid or received, until publication. */
export async function listTransfers(db: Queryable, gameId: string, accountId: string) {
  const { game, role } = await gameFor(db, gameId, accountId);
  const all = role.kind === 'gm' || game.status === 'ended';
  return db.query<{ id: string; from: string; to: string; amount: number; phaseNumber: number }>(
    `SELECT id, from_power AS "from", to_power AS "to", amount, phase_number AS "phaseNumber" FROM transfers
     WHERE game_id = $1 AND ($2 OR from_power = $3 OR to_power = $3) ORDER BY created_at, id`,
    [gameId, all, role.kind === 'player' ? role.power : ''],
  );
}

/** Rule 3.6: the game ends and everything is published to its participants. */
export async function endGame(tx: Queryable, gameId: string, gmId: string) {
  const { game, role } = await gameFor(tx, gameId, gmId, 'update');
  requireGm(role);
  requireActive(game);
  await tx.query("UPDATE games SET status = 'ended', deadline = NULL, ended_at = now() WHERE id = $1", [gameId]);
  return { status: 'ended' };
}

/** Everything, once the game has ended (Rule 3.6): sheets, reports, lists, transfers, balances. */
export async function publication(db: Queryable, gameId: string, accountId: string) {
  const { game: row } = await gameFor(db, gameId, accountId);
  if (row.status !== 'ended')
    throw new ApiError(409, 'not-published', 'the game has not ended: nothing is published before (Rule 3.6)');
  const phases = await db.query<{
    phase_number: number;
    title: string;
    record: unknown;
    public: unknown;
    reports: unknown;
  }>('SELECT phase_number, title, record, public, reports FROM phases WHERE game_id = $1 ORDER BY phase_number', [
    gameId,
  ]);
  return {
    game: row.state,
    phases: phases.map((p) => ({
      number: p.phase_number,
      title: p.title,
      public: p.public,
      reports: p.reports,
      record: p.record,
    })),
    transfers: await listTransfers(db, gameId, accountId),
  };
}

export function requireActive(game: GameRow): void {
  if (game.status !== 'active') throw new ApiError(409, 'game-ended', 'the game has ended');
}

/**
 * A request made for a phase (`phaseNumber`, as the caller's page showed it) is refused once the
 * game has moved on (409 phase-changed), rather than carried out on a phase the caller never saw.
 */
export function requirePhase(row: GameRow, phaseNumber: number | undefined, what: string, outcome: string): void {
  if (phaseNumber === undefined || phaseNumber === row.phase_number) return;
  throw new ApiError(
    409,
    'phase-changed',
    `${what} phase ${phaseNumber}; the game is now in phase ${row.phase_number} (${currentTitle(gameOf(row))}): ${outcome}`,
    { phaseNumber: row.phase_number },
  );
}

export type { Role };

/** The game's board as data (the standard map's, or the variant's), for the page's editor. */
export async function boardMap(db: Queryable, gameId: string, accountId: string): Promise<unknown> {
  const { game } = await gameFor(db, gameId, accountId);
  return game.map ?? standardMap.data;
}
