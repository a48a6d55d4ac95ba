import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate, type Db } from '../src/db';
import { databaseBefore } from './migratedBefore';

// Migration 007 turns the conversions recorded before it into ledger entries: each keeps its amount and
// commission, gets the rate it was paid at and the 30-day holding period from when it was recorded; one
// without an invoice (a client-sent amount) is held for an admin with the no_invoice flag.
let db: Db;
let close = async (): Promise<void> => undefined;

beforeAll(async () => {
  ({ db, close } = await databaseBefore('007'));
});
afterAll(async () => close());

it('existing conversions become pending entries with their rate and holding period; one without an invoice is held', async () => {
  const [aff, buyer] = await db.query<{ id: string }>(
    `INSERT INTO users (email, full_name, password_hash) VALUES ('aff@example.com', 'A', 'x'), ('buyer@example.com', 'B', 'x') RETURNING id`,
  );
  const [profile] = await db.query<{ id: string }>(`INSERT INTO affiliate_profiles (user_id, commission_rate) VALUES ($1, 25) RETURNING id`, [aff!.id]);
  await db.query(`INSERT INTO invoices (id, user_id, description, amount_due, amount_paid, currency, status) VALUES ('in_old', $1, 'x', 19190, 19190, 'usd', 'paid')`, [buyer!.id]);
  await db.query(
    `INSERT INTO conversions (affiliate_id, referred_user_id, amount, commission, invoice_id, created_at) VALUES
       ($1, $2, 191.90, 57.57, 'in_old', '2026-01-10T00:00:00Z'), ($1, $2, 100, 30, NULL, '2026-02-01T00:00:00Z'), ($1, $2, 0, 0, NULL, '2026-02-02T00:00:00Z')`,
    [profile!.id, buyer!.id],
  );
  expect(await migrate(db)).toContain('007_commission_ledger.sql');
  const rows = await db.query<{ invoice_id: string | null; amount: string; rate: number; status: string; held: boolean; flags: unknown; hold_until: Date }>(
    'SELECT invoice_id, amount::text AS amount, rate, status, held, flags, hold_until FROM conversions ORDER BY created_at',
  );
  expect(rows.map((r) => [r.invoice_id, r.amount, r.rate, r.status, r.held, new Date(r.hold_until).toISOString()])).toEqual([
    ['in_old', '191.90', 30, 'pending', false, '2026-02-09T00:00:00.000Z'],
    [null, '100.00', 30, 'pending', true, '2026-03-03T00:00:00.000Z'],
    [null, '0.00', 25, 'pending', true, '2026-03-04T00:00:00.000Z'],
  ]);
  expect(rows[0]!.flags).toEqual([]);
  expect(rows[1]!.flags).toEqual([{ code: 'no_invoice', reason: 'Recorded from an amount the client sent, with no paid invoice behind it' }]);
  expect(await db.query(`SELECT amount_refunded, refunded_at FROM invoices`)).toEqual([{ amount_refunded: 0, refunded_at: null }]);
});
