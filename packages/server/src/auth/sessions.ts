// Sessions: a random token in an HttpOnly, SameSite cookie; the database keeps its hash, the
// account and the session's CSRF token. Any judge process can read any session (stateless).
import type { Queryable } from '../store/store.js';
import { newToken, tokenHash } from './tokens.js';

export const sessionCookie = 'payola_session';
export const sessionLifetimeMs = 30 * 24 * 3600 * 1000;

export interface Account {
  readonly id: string;
  readonly name: string;
}

export interface Session {
  readonly account: Account;
  readonly csrfToken: string;
  readonly tokenHash: string;
}

export async function createSession(db: Queryable, accountId: string): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, csrf_token, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [tokenHash(token), accountId, csrfToken, sessionLifetimeMs],
  );
  // Expired sessions of this account go at each sign-in, so the table stays bounded.
  await db.query('DELETE FROM sessions WHERE account_id = $1 AND expires_at < now()', [accountId]);
  return { token, csrfToken };
}

export async function findSession(db: Queryable, token: string): Promise<Session | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const hash = tokenHash(token);
  const [row] = await db.query<{ id: string; name: string; csrf_token: string }>(
    `SELECT a.id, a.name, s.csrf_token FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hash],
  );
  return row && { account: { id: row.id, name: row.name }, csrfToken: row.csrf_token, tokenHash: hash };
}

export async function endSession(db: Queryable, hash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
}
