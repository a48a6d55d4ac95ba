import type { Hono } from 'hono';
import { maskEmail, type CommissionPage, type CommissionStatus, type MonthlyEarning, type MonthlyEarnings, type ReferredCustomer } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { iso, num } from '../lib/time';
import { COMMISSION_SELECT, toCommissionEntry, type CommissionRow } from '../affiliate/ledgerRows';
import { readCommissionFilters, searchParam, wholeNumberParam } from '../affiliate/ledgerQuery';
import { makePager, timestampKey } from '../lib/paging';
import { requireAffiliate } from '../affiliate/profiles';
import { settleCommissions } from '../affiliate/settleCommissions';

const cents = (n: number) => Math.round(n * 100) / 100;
const includes = (haystack: string | null | undefined, q: string) => (haystack ?? '').toLowerCase().includes(q);

/** An approved affiliate's commission history, earnings by month and referred customers; every read settles the holding period first. */
/** A page of the ledger holds 1 to 100 entries. */
const COMMISSION_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };
type KeyedCommissionRow = CommissionRow & { ck: string };

export function registerAffiliateLedgerRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;
  const pager = makePager(deps.config.jwtSecret);

  // The ledger a page at a time (product §10.15): newest first, id as the tiebreak; `total` counts every matching entry.
  app.get('/api/affiliate/commissions', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view commissions');
    const query = c.req.query();
    const f = readCommissionFilters(query);
    const filters = { status: f.status ?? null, q: f.q ?? null, from: f.from?.toISOString() ?? null, to: f.to?.toISOString() ?? null };
    const page = pager.read(query, 'commissions', filters, COMMISSION_PAGE_LIMITS, 2);
    await settleCommissions(db, clock.now(), p.id);
    const where = `c.affiliate_id = $1 AND ($2::text IS NULL OR c.status = $2)
         AND ($3::timestamptz IS NULL OR c.created_at >= $3) AND ($4::timestamptz IS NULL OR c.created_at < $4)`;
    const params: unknown[] = [p.id, f.status ?? null, f.from ?? null, f.to ?? null];
    const keysOf = (r: KeyedCommissionRow) => [r.ck, r.id];
    const q = f.q;
    let rows: KeyedCommissionRow[];
    let total: number;
    if (!q) {
      total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM conversions c WHERE ${where}`, params))[0]?.n ?? 0);
      const after = page.after ? ` AND (c.created_at, c.id) < ($5::timestamptz, $6::uuid)` : '';
      const keyed = page.after ? [...params, ...page.after] : params;
      rows = await db.query<KeyedCommissionRow>(
        `${COMMISSION_SELECT.replace('SELECT c.*', `SELECT c.*, ${timestampKey('c.created_at')} AS ck`)} WHERE ${where}${after}
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${page.limit + 1}`,
        keyed,
      );
    } else {
      // The search reads what the affiliate sees (the masked e-mail), so it cannot confirm an address: it runs here, not in SQL.
      const all = await db.query<KeyedCommissionRow>(
        `${COMMISSION_SELECT.replace('SELECT c.*', `SELECT c.*, ${timestampKey('c.created_at')} AS ck`)} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC`,
        params,
      );
      const matching = all.filter((r) => {
        const e = toCommissionEntry(r);
        return includes(e.customer_email, q) || includes(e.link?.name, q) || includes(e.coupon?.code, q);
      });
      total = matching.length;
      const after = page.after;
      const start = after ? matching.findIndex((r) => r.ck < after[0]! || (r.ck === after[0] && r.id < after[1]!)) : 0;
      rows = start < 0 ? [] : matching.slice(start, start + page.limit + 1);
    }
    const res: CommissionPage = { ...pager.page(rows, page, 'commissions', filters, keysOf, (r) => toCommissionEntry(r)), total };
    return c.json(res);
  });

  app.get('/api/affiliate/earnings/monthly', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view earnings');
    const count = wholeNumberParam('months', c.req.query('months'), { min: 1, max: 36, fallback: 12 });
    const now = clock.now();
    await settleCommissions(db, now, p.id);
    const months: MonthlyEarning[] = [];
    for (let i = count - 1; i >= 0; i--) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
      months.push({ month: d.toISOString().slice(0, 7), pending: 0, approved: 0, paid: 0, voided: 0 });
    }
    const first = months[0]?.month ?? now.toISOString().slice(0, 7);
    const rows = await db.query<{ month: string; status: CommissionStatus; total: unknown }>(
      `SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, c.status, sum(c.commission) AS total
       FROM conversions c WHERE c.affiliate_id = $1 AND c.created_at >= $2 GROUP BY 1, 2`,
      [p.id, new Date(`${first}-01T00:00:00.000Z`)],
    );
    const byMonth = new Map(months.map((m) => [m.month, m]));
    for (const r of rows) {
      const m = byMonth.get(r.month);
      if (m) m[r.status] = cents(m[r.status] + num(r.total));
    }
    const res: MonthlyEarnings = { months };
    return c.json(res);
  });

  app.get('/api/affiliate/referred-customers', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view referred customers');
    const q = searchParam(c.req.query('q'));
    const rows = await db.query<{
      id: string; email: string; referred_at: Date; link_id: string | null; link_name: string | null; coupon_id: string | null; coupon_code: string | null;
      plan: string | null; first_paid_at: Date; total_paid: unknown; commission: unknown; all_refunded: boolean;
    }>(
      `SELECT r.id, u.email, r.created_at AS referred_at, r.link_id, l.name AS link_name, r.coupon_id, k.code AS coupon_code,
         (SELECT s.plan_id FROM subscriptions s WHERE s.user_id = u.id AND s.status IN ('active', 'trialing', 'past_due') ORDER BY s.created_at DESC LIMIT 1) AS plan,
         min(COALESCE(i.created_at, c.created_at)) AS first_paid_at,
         sum(CASE WHEN i.id IS NULL THEN c.amount ELSE (i.amount_paid - i.amount_refunded) / 100.0 END) AS total_paid,
         COALESCE(sum(c.commission) FILTER (WHERE c.status <> 'voided'), 0) AS commission,
         bool_and(i.refunded_at IS NOT NULL) AS all_refunded
       FROM referrals r
       JOIN users u ON u.id = r.referred_user_id
       JOIN conversions c ON c.referred_user_id = r.referred_user_id AND c.affiliate_id = r.affiliate_id
       LEFT JOIN invoices i ON i.id = c.invoice_id
       LEFT JOIN affiliate_links l ON l.id = r.link_id
       LEFT JOIN coupons k ON k.id = r.coupon_id
       WHERE r.affiliate_id = $1
       GROUP BY r.id, u.id, l.name, k.code
       ORDER BY first_paid_at DESC, r.id`,
      [p.id],
    );
    const customers: ReferredCustomer[] = rows.map((r) => ({
      id: r.id, email: maskEmail(r.email), plan: r.plan, first_paid_at: iso(r.first_paid_at),
      status: r.all_refunded ? 'refunded' : r.plan ? 'active' : 'cancelled',
      total_paid: cents(num(r.total_paid)), commission: cents(num(r.commission)), referred_at: iso(r.referred_at),
      link: r.link_id && r.link_name !== null ? { id: r.link_id, name: r.link_name } : null,
      coupon: r.coupon_id && r.coupon_code !== null ? { id: r.coupon_id, code: r.coupon_code } : null,
    }));
    const res = q
      ? customers.filter((x) => includes(x.email, q) || includes(x.plan, q) || includes(x.status, q) || includes(x.link?.name, q) || includes(x.coupon?.code, q))
      : customers;
    return c.json(res);
  });
}
