// The SQL of the affiliate ledger (product §16.4): rows of `conversions`, how they are recorded,
// settled, approved and voided, and the affiliate's and admins' reads of them. Each function is one
// statement on whatever it is given (the pool or a transaction); the caller keeps the affiliate's lock
// and the order member -> ledger rows -> payout.
import type { CommissionStatus, FraudFlag } from '@pt/api';
import type { Queryable } from '../Db';
import { timestampKey } from '../../lib/paging';

export interface CommissionRow {
  id: string; affiliate_id: string; referred_user_id: string; link_id: string | null; coupon_id: string | null; amount: unknown; rate: number | null;
  commission: unknown; invoice_id: string | null; status: CommissionStatus; held: boolean; flags: FraudFlag[] | string; hold_until: Date;
  payout_id: string | null; approved_at: Date | null; paid_at: Date | null; voided_at: Date | null; void_reason: string | null; created_at: Date;
  customer_email: string; link_name: string | null; coupon_code: string | null; affiliate_email: string;
}

/** A ledger row with its page key (`ck`, the created_at as lib/paging's timestamp key). */
export type KeyedCommissionRow = CommissionRow & { ck: string };

/** Every entry with what the wire shows beside it: the customer's and the affiliate's e-mail, the link's name, the coupon's code. */
const COMMISSION_SELECT = `SELECT c.*, cu.email AS customer_email, l.name AS link_name, k.code AS coupon_code, au.email AS affiliate_email
  FROM conversions c
  JOIN users cu ON cu.id = c.referred_user_id
  JOIN affiliate_profiles p ON p.id = c.affiliate_id
  JOIN users au ON au.id = p.user_id
  LEFT JOIN affiliate_links l ON l.id = c.link_id
  LEFT JOIN coupons k ON k.id = c.coupon_id`;
const KEYED_COMMISSION_SELECT = COMMISSION_SELECT.replace('SELECT c.*', `SELECT c.*, ${timestampKey('c.created_at')} AS ck`);

// ---- Reads ------------------------------------------------------------------------------------

export async function findCommission(q: Queryable, id: string): Promise<CommissionRow | undefined> {
  return (await q.query<CommissionRow>(`${COMMISSION_SELECT} WHERE c.id = $1`, [id]))[0];
}

/** Admins' list: up to 500 entries, newest first, only those a flag holds when `flagged`, of one status when given. */
export const listAdminCommissions = (q: Queryable, flagged: boolean, status: CommissionStatus | null): Promise<CommissionRow[]> =>
  q.query<CommissionRow>(
    `${COMMISSION_SELECT} WHERE (NOT $1::boolean OR c.held) AND ($2::text IS NULL OR c.status = $2)
     ORDER BY c.created_at DESC, c.id DESC LIMIT 500`,
    [flagged, status],
  );

/** The filters of the affiliate's ledger: status, and created from (inclusive) / to (exclusive). */
export interface LedgerFilter { affiliateId: string; status: CommissionStatus | null; from: Date | null; to: Date | null }

const LEDGER_WHERE = `c.affiliate_id = $1 AND ($2::text IS NULL OR c.status = $2)
         AND ($3::timestamptz IS NULL OR c.created_at >= $3) AND ($4::timestamptz IS NULL OR c.created_at < $4)`;
const ledgerParams = (f: LedgerFilter): unknown[] => [f.affiliateId, f.status, f.from, f.to];

export async function countLedgerEntries(q: Queryable, f: LedgerFilter): Promise<number> {
  return Number((await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM conversions c WHERE ${LEDGER_WHERE}`, ledgerParams(f)))[0]?.n ?? 0);
}

/** Up to `limit` entries, newest first (id as the tiebreak), after the page key `after` ([created_at key, id]) when given. */
export function listLedgerPage(q: Queryable, f: LedgerFilter, after: readonly string[] | null, limit: number): Promise<KeyedCommissionRow[]> {
  const afterSql = after ? ` AND (c.created_at, c.id) < ($5::timestamptz, $6::uuid)` : '';
  const params = after ? [...ledgerParams(f), ...after] : ledgerParams(f);
  return q.query<KeyedCommissionRow>(
    `${KEYED_COMMISSION_SELECT} WHERE ${LEDGER_WHERE}${afterSql}
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${Math.trunc(limit)}`,
    params,
  );
}

/** Every matching entry, newest first (a search filters them on what the affiliate sees). */
export const listLedgerEntries = (q: Queryable, f: LedgerFilter): Promise<KeyedCommissionRow[]> =>
  q.query<KeyedCommissionRow>(`${KEYED_COMMISSION_SELECT} WHERE ${LEDGER_WHERE} ORDER BY c.created_at DESC, c.id DESC`, ledgerParams(f));

/** The affiliate's commission summed by UTC month ('YYYY-MM') and status, from `since`. */
export const sumCommissionByMonth = (q: Queryable, affiliateId: string, since: Date): Promise<{ month: string; status: CommissionStatus; total: unknown }[]> =>
  q.query<{ month: string; status: CommissionStatus; total: unknown }>(
    `SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, c.status, sum(c.commission) AS total
     FROM conversions c WHERE c.affiliate_id = $1 AND c.created_at >= $2 GROUP BY 1, 2`,
    [affiliateId, since],
  );

export interface LedgerSumRow { status: CommissionStatus; held: boolean; in_payout: boolean; n: number; total: unknown }

/** The affiliate's entries counted and summed by status, hold and whether a payout holds them. */
export const sumLedgerByStatus = (q: Queryable, affiliateId: string): Promise<LedgerSumRow[]> =>
  q.query<LedgerSumRow>(
    `SELECT status, held, payout_id IS NOT NULL AS in_payout, count(*)::int AS n, COALESCE(sum(commission), 0) AS total
     FROM conversions WHERE affiliate_id = $1 GROUP BY status, held, payout_id IS NOT NULL`,
    [affiliateId],
  );

// ---- Settling, deciding, voiding ----------------------------------------------------------------

/**
 * Approves the pending entries whose hold has passed and that no flag holds (all, or one affiliate's)
 * in one UPDATE; rows another writer holds are skipped (SKIP LOCKED). How many it approved.
 */
export async function approveSettledCommissions(q: Queryable, now: Date, affiliateId: string | null): Promise<number> {
  const rows = await q.query(
    `UPDATE conversions SET status = 'approved', approved_at = hold_until, updated_at = $1
     WHERE id IN (SELECT id FROM conversions WHERE status = 'pending' AND NOT held AND hold_until <= $1
                    AND ($2::uuid IS NULL OR affiliate_id = $2) FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, affiliateId],
  );
  return rows.length;
}

/** Whose entry it is (no lock: the caller takes the affiliate's lock with it, then the row's). */
export async function findCommissionAffiliate(q: Queryable, id: string): Promise<string | null> {
  return (await q.query<{ affiliate_id: string }>('SELECT affiliate_id FROM conversions WHERE id = $1', [id]))[0]?.affiliate_id ?? null;
}

/** The entry's decision fields, its row locked (FOR UPDATE). */
export async function lockCommissionForDecision(q: Queryable, id: string): Promise<{ status: string; held: boolean; flags: FraudFlag[] | string; commission: unknown } | undefined> {
  return (await q.query<{ status: string; held: boolean; flags: FraudFlag[] | string; commission: unknown }>(
    'SELECT status, held, flags, commission FROM conversions WHERE id = $1 FOR UPDATE',
    [id],
  ))[0];
}

/** An admin's approval: the hold is lifted and the entry approved now. */
export async function approveCommissionNow(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query(`UPDATE conversions SET status = 'approved', held = false, approved_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
}

/** The entry's void fields, its row locked (FOR UPDATE). */
export async function lockCommissionForVoid(q: Queryable, id: string): Promise<{ status: string; payout_id: string | null; affiliate_id: string } | undefined> {
  return (await q.query<{ status: string; payout_id: string | null; affiliate_id: string }>(
    'SELECT status, payout_id, affiliate_id FROM conversions WHERE id = $1 FOR UPDATE',
    [id],
  ))[0];
}

/** Voids the entry with its reason; it leaves any payout. */
export async function markCommissionVoided(q: Queryable, id: string, at: Date, reason: string): Promise<void> {
  await q.query(
    `UPDATE conversions SET status = 'voided', held = false, voided_at = $2, void_reason = $3, payout_id = NULL, updated_at = $2 WHERE id = $1`,
    [id, at, reason],
  );
}

// ---- Recording --------------------------------------------------------------------------------

/** Whether the invoice has a ledger entry already, and whether it was refunded. */
export async function findInvoiceLedgerState(q: Queryable, invoiceId: string): Promise<{ recorded: boolean; refunded: boolean } | undefined> {
  return (await q.query<{ recorded: boolean; refunded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM conversions WHERE invoice_id = $1) AS recorded,
            EXISTS (SELECT 1 FROM invoices WHERE id = $1 AND refunded_at IS NOT NULL) AS refunded`,
    [invoiceId],
  ))[0];
}

export async function findLinkCommissionRate(q: Queryable, linkId: string): Promise<number | undefined> {
  return (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM affiliate_links WHERE id = $1', [linkId]))[0]?.commission_rate;
}

export async function findCouponCommissionRate(q: Queryable, couponId: string): Promise<number | undefined> {
  return (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM coupons WHERE id = $1', [couponId]))[0]?.commission_rate;
}

export async function findProfileCommissionRate(q: Queryable, affiliateId: string): Promise<number | undefined> {
  return (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM affiliate_profiles WHERE id = $1', [affiliateId]))[0]?.commission_rate;
}

export interface NewCommission {
  affiliateId: string; customerId: string; linkId: string | null; couponId: string | null; amount: number; rate: number; commission: number;
  invoiceId: string; holdUntil: Date; flags: readonly FraudFlag[]; at: Date;
}

/** A pending entry (held when flagged); false when the invoice has one already. */
export async function insertCommission(q: Queryable, c: NewCommission): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO conversions (affiliate_id, referred_user_id, link_id, coupon_id, amount, rate, commission, invoice_id, status, hold_until, held, flags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11::jsonb, $12, $12) ON CONFLICT (invoice_id) DO NOTHING RETURNING id`,
    [c.affiliateId, c.customerId, c.linkId, c.couponId, c.amount, c.rate, c.commission, c.invoiceId, c.holdUntil, c.flags.length > 0, JSON.stringify(c.flags), c.at],
  );
  return rows.length > 0;
}

export interface PaidInvoiceRow { id: string; user_id: string; amount_paid: number; currency: string; status: string; created_at: Date }

/** The member's paid invoices without a ledger entry, oldest first. */
export const listUnrecordedPaidInvoices = (q: Queryable, userId: string): Promise<PaidInvoiceRow[]> =>
  q.query<PaidInvoiceRow>(
    `SELECT i.id, i.user_id, i.amount_paid, i.currency, i.status, i.created_at FROM invoices i
     WHERE i.user_id = $1 AND i.status = 'paid' AND i.amount_paid > 0
       AND NOT EXISTS (SELECT 1 FROM conversions c WHERE c.invoice_id = i.id)
     ORDER BY i.created_at, i.id`,
    [userId],
  );
