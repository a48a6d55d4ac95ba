import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './Db';

/**
 * PGlite in a data folder, or in memory when dataDir is undefined; in memory it may start from
 * `loadDataDir`, a dump of another database's folder (the tests start each file from one migrated
 * database: test/globalSetup.ts).
 */
export async function createPgliteDb(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await pg.waitReady;
  return pgliteDb(pg);
}

/** The Db interface over an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const res = await pg.query<T>(sql, [...params]);
      return res.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => {
        const q: Queryable = {
          async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
            const res = await tx.query<R>(sql, [...params]);
            return res.rows;
          },
        };
        return fn(q);
      });
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    async close(): Promise<void> {
      await pg.close();
    },
  };
  return db;
}
