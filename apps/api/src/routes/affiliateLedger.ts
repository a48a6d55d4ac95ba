import type { Hono } from 'hono';
import { maskEmail, type CommissionPage, type MonthlyEarning, type MonthlyEarnings, type ReferredCustomer } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { iso, num } from '../lib/time';
import { toCommissionEntry } from '../affiliate/ledgerRows';
import { readCommissionFilters } from '../affiliate/ledgerQuery';
import { param } from '../lib/queryParams';
import { parse } from '../lib/validate';
import { makePager } from '../lib/paging';
import { requireAffiliate } from '../affiliate/profiles';
import { settleCommissions } from '../affiliate/settleCommissions';
import { listReferredCustomers } from '../db/queries/affiliate';
import { countLedgerEntries, listLedgerEntries, listLedgerPage, sumCommissionByMonth, type KeyedCommissionRow, type LedgerFilter } from '../db/queries/commissions';

const cents = (n: number) => Math.round(n * 100) / 100;
const includes = (haystack: string | null | undefined, q: string) => (haystack ?? '').toLowerCase().includes(q);

/** An approved affiliate's commission history, earnings by month and referred customers; every read settles the holding period first. */
/** A page of the ledger holds 1 to 100 entries. */
const COMMISSION_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };

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
    const ledger: LedgerFilter = { affiliateId: p.id, status: f.status ?? null, from: f.from ?? null, to: f.to ?? null };
    const keysOf = (r: KeyedCommissionRow) => [r.ck, r.id];
    const q = f.q;
    let rows: KeyedCommissionRow[];
    let total: number;
    if (!q) {
      total = await countLedgerEntries(db, ledger);
      rows = await listLedgerPage(db, ledger, page.after, page.limit + 1);
    } else {
      // The search reads what the affiliate sees (the masked e-mail), so it cannot confirm an address: it runs here, not in SQL.
      const all = await listLedgerEntries(db, ledger);
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
    const { months: count } = parse({ months: param.wholeNumber('months', { min: 1, max: 36, fallback: 12 }) }, c.req.query());
    const now = clock.now();
    await settleCommissions(db, now, p.id);
    const months: MonthlyEarning[] = [];
    for (let i = count - 1; i >= 0; i--) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
      months.push({ month: d.toISOString().slice(0, 7), pending: 0, approved: 0, paid: 0, voided: 0 });
    }
    const first = months[0]?.month ?? now.toISOString().slice(0, 7);
    const rows = await sumCommissionByMonth(db, p.id, new Date(`${first}-01T00:00:00.000Z`));
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
    const { q } = parse({ q: param.search('q') }, c.req.query());
    const rows = await listReferredCustomers(db, p.id);
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
