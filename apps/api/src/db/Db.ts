// A tiny database interface: raw SQL with positional parameters ($1, $2, ...).
export interface Queryable {
  /**
   * `options.name`: a statement that runs on nearly every request of a hot path (product §10.27) is named, so
   * PostgreSQL parses and plans it once per connection rather than on each call; PGlite ignores it. One name is
   * one text, always.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface QueryOptions { name?: string }

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
