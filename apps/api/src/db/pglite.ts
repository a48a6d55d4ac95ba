import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './Db';

/** PGlite in a data folder, or in memory when dataDir is undefined. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const conf = process.env.PGLITE_CONF ? { postgresqlconf: process.env.PGLITE_CONF.split(';') } : {};
  const pg = dataDir ? new PGlite(dataDir, conf) : new PGlite(conf);
  await pg.waitReady;
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
