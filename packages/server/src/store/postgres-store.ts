// A PostgreSQL server (DATABASE_URL): what several judge processes share behind a load balancer.
import pg from 'pg';
import type { Queryable, Store } from './store.js';

export function openPostgresStore(connectionString: string, poolSize = 10): Store {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client's error (the server restarted) must not kill the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) =>
    (await client.query(sql, [...params])).rows as Row[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await work(scoped);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
