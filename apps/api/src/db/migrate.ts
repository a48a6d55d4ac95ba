import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './Db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Key of the advisory lock that serialises migrations across API instances on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_270_427;

/**
 * Applies every migrations/NNN_name.sql not yet recorded in schema_migrations, in order.
 * On PostgreSQL several instances may start at once: the whole run is one transaction holding an
 * advisory lock, so one instance applies the pending files and the others wait, then find them
 * recorded. (A script without parameters is sent as a simple query, so it may hold several
 * statements; a migration must therefore be valid inside a transaction.) PGlite serves one
 * process, so each file runs in a transaction of its own.
 */
export async function migrate(db: Db): Promise<string[]> {
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      return applyPending(tx, async (sql) => {
        await tx.query(sql);
      });
    });
  }
  return applyPending(db, (sql) => db.exec(`BEGIN;\n${sql}\nCOMMIT;`));
}

async function applyPending(q: Queryable, run: (script: string) => Promise<void>): Promise<string[]> {
  await run('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());');
  const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await run(`${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`);
    applied.push(file);
  }
  return applied;
}
