// Accounts: registration and password login (rate limited), sign-in links exchanged for sessions.
import {
  allowRegistration,
  clearFailures,
  loginBlockedFor,
  recordFailure,
  type LoginLimit,
} from '../auth/login-limit.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import { newId, tokenHash } from '../auth/tokens.js';
import { ApiError } from '../http/api-error.js';
import type { Store } from '../store/store.js';

export interface NewSession {
  readonly token: string;
  readonly csrfToken: string;
  readonly account: { readonly id: string; readonly name: string };
}

export async function register(
  store: Store,
  name: string,
  password: string,
  address: string,
  cost?: number,
): Promise<NewSession> {
  if (!(await allowRegistration(store, address)))
    throw new ApiError(429, 'too-many-accounts', 'too many accounts made from this address: try again later', {
      retryAfterSeconds: 3600,
    });
  const hash = await hashPassword(password, cost);
  return store.transaction(async (tx) => {
    const [taken] = await tx.query('SELECT 1 FROM accounts WHERE name_key = $1', [name.toLowerCase()]);
    if (taken) throw new ApiError(409, 'name-taken', `the name "${name}" is taken`);
    const id = newId();
    await tx.query('INSERT INTO accounts (id, name, name_key, password_hash) VALUES ($1, $2, $3, $4)', [
      id,
      name,
      name.toLowerCase(),
      hash,
    ]);
    return { ...(await createSession(tx, id)), account: { id, name } };
  });
}

export async function login(
  store: Store,
  name: string,
  password: string,
  address: string,
  limit: LoginLimit,
  cost?: number,
): Promise<NewSession> {
  const wait = await loginBlockedFor(store, name, address, limit);
  if (wait > 0)
    throw new ApiError(429, 'too-many-attempts', 'too many failed sign-ins: try again later', {
      retryAfterSeconds: Math.ceil(wait / 1000),
    });
  const [account] = await store.query<{ id: string; name: string; password_hash: string | null }>(
    'SELECT id, name, password_hash FROM accounts WHERE name_key = $1',
    [name.toLowerCase()],
  );
  // The same work and the same answer whether the name exists or not.
  dummyHash ??= hashPassword('no account has this password', cost);
  const ok = await verifyPassword(password, account?.password_hash ?? (await dummyHash));
  if (!ok || !account?.password_hash) {
    await recordFailure(store, name, address, limit);
    throw new ApiError(401, 'wrong-password', 'wrong name or password');
  }
  return store.transaction(async (tx) => {
    await clearFailures(tx, name);
    return { ...(await createSession(tx, account.id)), account: { id: account.id, name: account.name } };
  });
}

/** Verified when the name is unknown, at the cost real hashes have, so both take as long. */
let dummyHash: Promise<string> | undefined;

/** A sign-in link's token, for a session; returns the game it leads to. */
export async function signInWithLink(
  store: Store,
  token: string,
): Promise<(NewSession & { gameId: string }) | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  return store.transaction(async (tx) => {
    const [link] = await tx.query<{ account_id: string; game_id: string; name: string }>(
      `SELECT l.account_id, l.game_id, a.name FROM sign_in_links l JOIN accounts a ON a.id = l.account_id
       WHERE l.token_hash = $1 AND l.expires_at > now()`,
      [tokenHash(token)],
    );
    if (!link) return undefined;
    return {
      ...(await createSession(tx, link.account_id)),
      account: { id: link.account_id, name: link.name },
      gameId: link.game_id,
    };
  });
}

export async function changePassword(store: Store, accountId: string, password: string, cost?: number): Promise<void> {
  const hash = await hashPassword(password, cost);
  // The account is now its player's own: its GameMaster can no longer make links or passwords for it.
  await store.query('UPDATE accounts SET password_hash = $2, invited_for = NULL WHERE id = $1', [accountId, hash]);
}
