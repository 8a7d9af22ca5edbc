// Which store a judge uses: a PostgreSQL server when DATABASE_URL is set, PGlite otherwise.
import { openPgliteStore } from './pglite-store.js';
import { openPostgresStore } from './postgres-store.js';
import { migrate } from './migrations.js';
import type { Store } from './store.js';

export interface StoreOptions {
  /** A PostgreSQL connection string (DATABASE_URL). */
  readonly databaseUrl?: string;
  /** PGlite's data folder; without one (and without a URL) the database lives in memory. */
  readonly dataDir?: string;
}

/** Opens the store and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store =
    options.databaseUrl !== undefined && options.databaseUrl !== ''
      ? openPostgresStore(options.databaseUrl)
      : await openPgliteStore(options.dataDir);
  try {
    await migrate(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
