// The judge on a real PostgreSQL server (a throw-away one on loopback): migrations, the front door
// and a whole game flow, as on PGlite. Skipped, saying why, only where PostgreSQL is not installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrations, openStore } from '../src/index.js';
import { gameFlowSuite } from './support/game-flow-suite.js';
import { testJudge } from './support/judge.js';
import { postgresMissing, startPostgres, type TestPostgres } from './support/postgres.js';

if (postgresMissing) console.warn(`Skipping the PostgreSQL tests: ${postgresMissing}`);

describe.skipIf(postgresMissing !== undefined)('PostgreSQL', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(() => server?.stop());

  it('migrates once even when several judges start together, and reports the store', async () => {
    const stores = await Promise.all([1, 2, 3].map(() => openStore({ databaseUrl: server.url })));
    try {
      const versions = await stores[0]!.query<{ version: number }>('SELECT version FROM schema_migrations');
      expect(versions.map((v) => v.version).sort()).toEqual(migrations.map((m) => m.version));
      expect(await migrate(stores[1]!)).toEqual([]);
      expect(stores[0]!.kind).toBe('postgres');
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('answers health and 401 like the embedded store', async () => {
    const judge = await testJudge({ databaseUrl: server.url });
    try {
      expect((await judge.client().get('/api/health')).body).toEqual({ status: 'ok', store: 'postgres' });
      expect((await judge.client().get('/api/games')).status).toBe(401);
    } finally {
      await judge.close();
    }
  });
});

if (!postgresMissing) {
  let server: TestPostgres | undefined;
  gameFlowSuite(
    'PostgreSQL',
    async () => {
      server = await startPostgres();
      return testJudge({ databaseUrl: server.url });
    },
    () => server?.stop(),
  );
}
