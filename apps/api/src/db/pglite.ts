import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './Db';

/**
 * A Date parameter as node-postgres sends it to PostgreSQL: the year written with at least four
 * digits and no sign (PGlite's own serialiser uses toISOString, whose '+010000-01-01T…' for a year
 * after 9999 PostgreSQL refuses). So both databases accept the same dates (product §15.8): the end of
 * a date range ending 9999-12-31 is 10000-01-01, valid for a timestamptz on either.
 */
export function pgTimestamp(d: Date): string {
  const year = d.getUTCFullYear();
  if (year < 1) return d.toISOString(); // before year 1: nothing here writes one; PostgreSQL refuses it the same way
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}+00:00`;
}

const toParams = (params: readonly unknown[]): unknown[] => params.map((p) => (p instanceof Date && !Number.isNaN(p.getTime()) ? pgTimestamp(p) : p));

/**
 * PGlite in a data folder, or in memory when dataDir is undefined; in memory it may start from
 * `loadDataDir`, a dump of another database's folder (the tests start each file from one migrated
 * database: test/globalSetup.ts). PGLITE_CONF ('name=value;...') passes settings to PGlite.
 */
/**
 * PostgreSQL's defaults reserve 128 MB of shared buffers and 64 MB for index builds inside PGlite's
 * WebAssembly memory, which grows and never gives memory back. One embedded instance serving one
 * member base reads its data folder through the OS's file cache anyway, so it starts smaller
 * (issue 27 item 7: the server after the load benchmark went from 543 to ~360 MB by this alone).
 * PGLITE_CONF's settings come after these, so they win.
 */
export const PGLITE_DEFAULT_CONF: readonly string[] = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=4MB'];

export async function createPgliteDb(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const conf = { postgresqlconf: [...PGLITE_DEFAULT_CONF, ...(process.env.PGLITE_CONF ? process.env.PGLITE_CONF.split(';') : [])] };
  const pg = dataDir ? new PGlite(dataDir, conf) : new PGlite({ ...conf, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await pg.waitReady;
  return pgliteDb(pg);
}

/** The Db interface over an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const res = await pg.query<T>(sql, toParams(params));
      return res.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => {
        const q: Queryable = {
          async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
            const res = await tx.query<R>(sql, toParams(params));
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
