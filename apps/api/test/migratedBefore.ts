import { readdir, readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../src/db';
import { createPgliteDb } from '../src/db/pglite';
import { createPostgresDb } from '../src/db/postgres';

const MIGRATIONS = new URL('../src/db/migrations/', import.meta.url);

/**
 * A database with the migrations before `first` ('013') applied, as older code left it, so a test
 * can fill it and then run the later ones: a schema of its own on TEST_DATABASE_URL's PostgreSQL,
 * else PGlite. `close()` drops it.
 */
export async function databaseBefore(first: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  let db: Db;
  let drop = async (): Promise<void> => undefined;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
    db = await createPostgresDb(url, schema);
  } else {
    db = await createPgliteDb();
  }
  await db.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const before = (await readdir(MIGRATIONS)).filter((f) => /^\d{3}_.+\.sql$/.test(f) && f < first).sort();
  for (const file of before) {
    await db.exec(`BEGIN;\n${await readFile(new URL(file, MIGRATIONS), 'utf8')}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
  }
  return { db, close: async () => { await db.close(); await drop(); } };
}
