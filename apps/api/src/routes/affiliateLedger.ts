import type { Hono } from 'hono';
import { maskEmail, type CommissionPage, type CommissionStatus, type MonthlyEarning, type MonthlyEarnings, type ReferredCustomer } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { iso, num } from '../lib/time';
import { COMMISSION_SELECT, toCommissionEntry, type CommissionRow } from '../affiliate/ledgerRows';
import { readCommissionFilters, searchParam, wholeNumberParam } from '../affiliate/ledgerQuery';
import { requireAffiliate } from '../affiliate/profiles';
import { settleCommissions } from '../affiliate/settleCommissions';

const cents = (n: number) => Math.round(n * 100) / 100;
const includes = (haystack: string | null | undefined, q: string) => (haystack ?? '').toLowerCase().includes(q);

/** An approved affiliate's commission history, earnings by month and referred customers; every read settles the holding period first. */
export function registerAffiliateLedgerRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.get('/api/affiliate/commissions', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view commissions');
    const f = readCommissionFilters(c.req.query());
    await settleCommissions(db, clock.now(), p.id);
    const rows = await db.query<CommissionRow>(
      `${COMMISSION_SELECT} WHERE c.affiliate_id = $1 AND ($2::text IS NULL OR c.status = $2)
         AND ($3::timestamptz IS NULL OR c.created_at >= $3) AND ($4::timestamptz IS NULL OR c.created_at < $4)
       ORDER BY c.created_at DESC, c.id DESC`,
      [p.id, f.status ?? null, f.from ?? null, f.to ?? null],
    );
    // The search reads what the affiliate sees (the masked e-mail), so it cannot confirm an address.
    const entries = rows.map((r) => toCommissionEntry(r));
    const q = f.q;
    const matching = q ? entries.filter((e) => includes(e.customer_email, q) || includes(e.link?.name, q) || includes(e.coupon?.code, q)) : entries;
    const res: CommissionPage = { entries: matching.slice(f.offset, f.offset + f.limit), total: matching.length, limit: f.limit, offset: f.offset };
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
