// The embedded store: PGlite keeps a whole PostgreSQL in a data folder, nothing to install. One
// process owns the folder (PGlite is single-user); several judges behind a load balancer need a
// PostgreSQL server instead.
import { mkdirSync } from 'node:fs';
import type { Queryable, Store } from './store.js';

export async function openPgliteStore(dataDir: string | undefined): Promise<Store> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // Without a folder the database lives in memory (tests).
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  await db.waitReady;
  const run = async <Row>(q: Pick<typeof db, 'query'>, sql: string, params: readonly unknown[] = []) =>
    (await q.query<Row>(sql, [...params])).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const scoped: Queryable = { query: (sql, params) => run(tx, sql, params) };
        return work(scoped);
      }),
    close: () => db.close(),
  };
}
