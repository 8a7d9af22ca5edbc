// The schema, as numbered migrations run at start-up. A migration is never edited once released:
// a change is a new entry. Each runs in the transaction that records it, under an advisory lock,
// so two processes starting at once on one PostgreSQL apply each migration exactly once.
import type { Store } from './store.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, sessions, games, players, submissions, phases, transfers',
    sql: `
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  name_key text NOT NULL UNIQUE,
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_account ON sessions(account_id);
CREATE TABLE login_attempts (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key ON login_attempts(key, at);
CREATE TABLE games (
  id text PRIMARY KEY,
  name text NOT NULL,
  gm_id text NOT NULL REFERENCES accounts(id),
  state jsonb NOT NULL,
  phase_number integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active',
  deadlines jsonb NOT NULL,
  deadline timestamptz,
  overdue boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX games_due ON games(deadline) WHERE status = 'active' AND NOT overdue;
CREATE INDEX games_gm ON games(gm_id);
CREATE TABLE sign_in_links (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE TABLE players (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  power text NOT NULL,
  account_id text NOT NULL REFERENCES accounts(id),
  civil_disorder boolean NOT NULL DEFAULT false,
  PRIMARY KEY (game_id, power),
  UNIQUE (game_id, account_id)
);
CREATE INDEX players_account ON players(account_id);
CREATE TABLE submissions (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  phase_number integer NOT NULL,
  power text NOT NULL,
  text text NOT NULL,
  revision integer NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, phase_number, power)
);
CREATE TABLE phases (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  phase_number integer NOT NULL,
  title text NOT NULL,
  kind text NOT NULL,
  public jsonb NOT NULL,
  reports jsonb NOT NULL,
  record jsonb NOT NULL,
  adjudicated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, phase_number)
);
CREATE TABLE transfers (
  id text PRIMARY KEY,
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  phase_number integer NOT NULL,
  from_power text NOT NULL,
  to_power text NOT NULL,
  amount double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transfers_game ON transfers(game_id);
`,
  },
  {
    version: 2,
    name: 'accounts made by an invitation belong to that game until their player sets a password',
    sql: `
ALTER TABLE accounts ADD COLUMN invited_for text REFERENCES games(id) ON DELETE SET NULL
`,
  },
  {
    version: 3,
    name: "a game's variant map (null: the standard board)",
    sql: `
ALTER TABLE games ADD COLUMN map jsonb
`,
  },
];

/** A number only this judge's schema lock uses (pg_advisory_xact_lock). */
const migrationLock = 727_011;

/** Applies every migration not yet applied; returns the versions applied now. */
export async function migrate(store: Store, all: readonly Migration[] = migrations): Promise<number[]> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const known = Math.max(0, ...all.map((m) => m.version));
    const newer = [...done].filter((v) => v > known);
    if (newer.length > 0)
      throw new Error(
        `the database has schema version ${Math.max(...newer)}, newer than this judge knows (${known}): upgrade the judge`,
      );
    const applied: number[] = [];
    for (const migration of [...all].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** The statements of a migration (they hold no `;` inside strings). */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
