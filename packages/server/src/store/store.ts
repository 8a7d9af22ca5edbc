// The one database interface the judge uses, whatever holds the data: PGlite (PostgreSQL in
// WebAssembly, in a data folder) or a PostgreSQL server (DATABASE_URL). Both speak the same SQL,
// so there is one schema and one set of queries.

/** Something that runs SQL: the store itself, or a transaction. */
export interface Queryable {
  /** Runs one statement with `$1`, `$2`, ... parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Store extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Every
   * state change of the judge goes through here, so a killed process leaves each change whole or
   * absent.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
