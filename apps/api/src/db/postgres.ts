import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './Db';

// Keep numeric and bigint columns as JS numbers (amounts here stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** searchPath: a schema to work in (tests give each file its own schema). */
export async function createPostgresDb(connectionString: string, searchPath?: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
  // Fail fast when the server is unreachable.
  await pool.query('SELECT 1');
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<T[]> {
      const res = options.name ? await pool.query({ name: options.name, text: sql, values: [...params] }) : await pool.query(sql, [...params]);
      return res.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const q: Queryable = {
          async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
            const res = await client.query(sql, [...params]);
            return res.rows as R[];
          },
        };
        const out = await fn(q);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
  return db;
}
