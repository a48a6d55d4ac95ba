import type { Db } from './Db';
import { createPgliteDb } from './pglite';
import { createPostgresDb } from './postgres';
import { migrate } from './migrate';

export type { Db, Queryable } from './Db';
export { migrate };

/** PostgreSQL when a URL is given, otherwise PGlite in dataDir (in memory when undefined). Migrations applied. */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string; searchPath?: string }): Promise<Db> {
  const db = opts.databaseUrl ? await createPostgresDb(opts.databaseUrl, opts.searchPath) : await createPgliteDb(opts.dataDir);
  await migrate(db);
  return db;
}
