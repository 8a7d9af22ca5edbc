// Login rate limiting, kept in the database so that every judge process behind a load balancer
// counts the same attempts: at most `maxFailures` failed logins per account name and per client
// address in a sliding window.
import type { Queryable } from '../store/store.js';

export interface LoginLimit {
  readonly maxFailures: number;
  readonly windowMs: number;
}

export const defaultLoginLimit: LoginLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

const keys = (name: string, address: string) => [`name:${name.toLowerCase()}`, `address:${address}`];

/** Milliseconds until a login may be tried again, or 0. */
export async function loginBlockedFor(
  db: Queryable,
  name: string,
  address: string,
  limit: LoginLimit,
): Promise<number> {
  const rows = await db.query<{ key: string; count: number; oldest: Date }>(
    `SELECT key, count(*)::int AS count, min(at) AS oldest FROM login_attempts
     WHERE key = ANY($1) AND at > now() - $2 * interval '1 millisecond' GROUP BY key`,
    [keys(name, address), limit.windowMs],
  );
  let wait = 0;
  for (const row of rows)
    if (row.count >= limit.maxFailures)
      wait = Math.max(wait, new Date(row.oldest).getTime() + limit.windowMs - Date.now());
  return Math.max(wait, rows.some((r) => r.count >= limit.maxFailures) ? 1000 : 0);
}

export async function recordFailure(db: Queryable, name: string, address: string, limit: LoginLimit): Promise<void> {
  for (const key of keys(name, address)) {
    await db.query('INSERT INTO login_attempts (key) VALUES ($1)', [key]);
    await db.query(`DELETE FROM login_attempts WHERE key = $1 AND at < now() - $2 * interval '1 millisecond'`, [
      key,
      limit.windowMs,
    ]);
  }
}

export async function clearFailures(db: Queryable, name: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE key = $1', [`name:${name.toLowerCase()}`]);
}

/** Account creation is limited per client address too (a flood of accounts is no use to anyone). */
export const registrationLimit: LoginLimit = { maxFailures: 20, windowMs: 60 * 60 * 1000 };

/** Records one registration from `address`; refuses it (false) when the address has made too many. */
export async function allowRegistration(db: Queryable, address: string, limit = registrationLimit): Promise<boolean> {
  const key = `register:${address}`;
  await db.query(`DELETE FROM login_attempts WHERE key = $1 AND at < now() - $2 * interval '1 millisecond'`, [
    key,
    limit.windowMs,
  ]);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_attempts WHERE key = $1', [key]);
  if ((row?.n ?? 0) >= limit.maxFailures) return false;
  await db.query('INSERT INTO login_attempts (key) VALUES ($1)', [key]);
  return true;
}
