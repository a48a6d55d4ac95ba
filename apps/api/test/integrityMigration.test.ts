import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type Db } from '../src/db';
import { createPgliteDb } from '../src/db/pglite';
import { createPostgresDb } from '../src/db/postgres';

// Migration 003 must apply to a database that older code filled concurrently: it resolves the duplicates
// its rules forbid, then enforces them. The database is built with 001 and 002 only, then filled, then migrated.
const MIGRATIONS = new URL('../src/db/migrations/', import.meta.url);
let db: Db;
let dropSchema = async () => undefined as void;

async function rawDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return createPgliteDb();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  dropSchema = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
  };
  return createPostgresDb(url, schema);
}

beforeAll(async () => {
  db = await rawDb();
  await db.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const file of ['001_init.sql', '002_stripe.sql']) {
    await db.exec(`BEGIN;\n${await readFile(new URL(file, MIGRATIONS), 'utf8')}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
  }
});
afterAll(async () => {
  await db.close();
  await dropSchema();
});

const at = (minutes: number) => new Date(Date.parse('2026-05-01T12:00:00Z') + minutes * 60_000);

describe('migration 003 on a database that already holds duplicates', () => {
  it('keeps the newest live subscription, the first trial and the oldest default card, then enforces one of each', async () => {
    const [a, b] = await db.query<{ id: string }>(
      `INSERT INTO users (email, full_name, password_hash) VALUES ('a@example.com', 'A', 'x'), ('b@example.com', 'B', 'x') RETURNING id`,
    );
    const sub = (id: string, userId: string, status: string, minute: number, trial: boolean) =>
      db.query(
        `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, trial_end, created_at, updated_at)
         VALUES ($1, $2, 'premium', 'monthly', $3, $4, $4, $5, $4, $4)`,
        [id, userId, status, at(minute), trial ? at(minute + 14 * 1440) : null],
      );
    await db.query(`INSERT INTO plans (id, name, display_name, description, price_monthly, price_yearly, features) VALUES ('premium', 'Premium', 'Premium', '-', 9.99, 95.9, '{}')`);
    // Member A: three live subscriptions from one burst (two of them trials), and an old cancelled one.
    await sub('sub_old', a!.id, 'cancelled', 0, false);
    await sub('sub_1', a!.id, 'trialing', 10, true);
    await sub('sub_2', a!.id, 'trialing', 11, true);
    await sub('sub_3', a!.id, 'active', 12, false);
    const card = (userId: string, id: string, isDefault: boolean, minute: number) =>
      db.query(`INSERT INTO payment_methods (id, user_id, brand, last4, exp_month, exp_year, is_default, created_at) VALUES ($1, $2, 'visa', '4242', 12, 2030, $3, $4)`, [id, userId, isDefault, at(minute)]);
    // A: two default cards; B: cards but no default.
    await card(a!.id, 'pm_a1', true, 1);
    await card(a!.id, 'pm_a2', true, 2);
    await card(b!.id, 'pm_b2', false, 5);
    await card(b!.id, 'pm_b1', false, 4);

    expect(await migrate(db)).toContain('003_integrity.sql');

    const subs = await db.query<{ id: string; status: string }>('SELECT id, status FROM subscriptions ORDER BY id');
    expect(subs).toEqual([
      { id: 'sub_1', status: 'cancelled' },
      { id: 'sub_2', status: 'cancelled' },
      { id: 'sub_3', status: 'active' },
      { id: 'sub_old', status: 'cancelled' },
    ]);
    expect(await db.query('SELECT user_id, subscription_id FROM subscription_trials')).toEqual([{ user_id: a!.id, subscription_id: 'sub_1' }]);
    expect(await db.query('SELECT user_id, id FROM payment_methods WHERE is_default ORDER BY id')).toEqual([
      { user_id: a!.id, id: 'pm_a1' },
      { user_id: b!.id, id: 'pm_b1' },
    ]);

    // Enforced from now on, whatever code path writes.
    await expect(sub('sub_4', a!.id, 'past_due', 20, false)).rejects.toThrow();
    await expect(db.query(`INSERT INTO subscription_trials (user_id) VALUES ($1)`, [a!.id])).rejects.toThrow();
    await expect(card(b!.id, 'pm_b3', true, 6)).rejects.toThrow();
    await db.query(`INSERT INTO invoices (id, user_id, description, amount_due, amount_paid, currency, status) VALUES ('in_1', $1, 'x', 999, 999, 'usd', 'paid')`, [a!.id]);
    const [profile] = await db.query<{ id: string }>(`INSERT INTO affiliate_profiles (user_id) VALUES ($1) RETURNING id`, [b!.id]);
    const conversion = () =>
      db.query(`INSERT INTO conversions (affiliate_id, referred_user_id, amount, commission, invoice_id) VALUES ($1, $2, 9.99, 3, 'in_1')`, [profile!.id, a!.id]);
    await conversion();
    await expect(conversion()).rejects.toThrow();
  });
});
