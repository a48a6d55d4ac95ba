// The demo affiliate's money, created by `seed:demo`: referred customers who paid over the last five
// months, so the dashboard's chart, commission history, referred customers and Payments tab show
// every state (paid, approved, pending, held by a fraud flag, voided by a refund) and a payout history
// (one paid, one rejected whose commission went back to the approved balance).
import type { FraudFlag } from '@pt/api';
import { commissionHoldUntil } from '@pt/api';
import type { Db, Queryable } from './db';
import { hashPassword, randomId } from './lib/crypto';
import { POINTS_PER_CONVERSION } from './affiliate/points';

const DAY_MS = 86_400_000;

type Status = 'paid' | 'approved' | 'pending' | 'held' | 'voided';
interface DemoSale {
  email: string;
  daysAgo: number;
  plan: 'premium' | 'pro';
  cycle: 'monthly' | 'yearly';
  via: { link: string } | { coupon: string };
  status: Status;
  /** Which demo payout holds it: A was paid, B was rejected (its entries are approved again). */
  payout?: 'A';
  /** Still subscribed (the referred-customers list reads active); otherwise cancelled. */
  subscribed: boolean;
}

const PRICES = { premium: { monthly: 999, yearly: 9590 }, pro: { monthly: 1999, yearly: 19190 } } as const;

export const DEMO_SALES: readonly DemoSale[] = [
  { email: 'alex.morgan@example.com', daysAgo: 150, plan: 'pro', cycle: 'yearly', via: { link: 'YouTube description' }, status: 'paid', payout: 'A', subscribed: true },
  { email: 'bianca.ruiz@example.com', daysAgo: 140, plan: 'premium', cycle: 'yearly', via: { link: 'Newsletter' }, status: 'paid', payout: 'A', subscribed: true },
  { email: 'chen.wei@example.com', daysAgo: 75, plan: 'premium', cycle: 'yearly', via: { link: 'YouTube description' }, status: 'approved', subscribed: true },
  { email: 'dana.kowalski@example.com', daysAgo: 60, plan: 'pro', cycle: 'yearly', via: { coupon: 'DEMO10' }, status: 'approved', subscribed: true },
  { email: 'emeka.obi@example.com', daysAgo: 50, plan: 'premium', cycle: 'yearly', via: { link: 'YouTube description' }, status: 'voided', subscribed: false },
  { email: 'farah.haddad@example.com', daysAgo: 40, plan: 'premium', cycle: 'monthly', via: { coupon: 'WELCOME20' }, status: 'approved', subscribed: false },
  { email: 'gus.lindqvist@example.com', daysAgo: 12, plan: 'premium', cycle: 'yearly', via: { link: 'YouTube description' }, status: 'pending', subscribed: true },
  { email: 'demo.affiliate.alt@example.com', daysAgo: 8, plan: 'pro', cycle: 'yearly', via: { link: 'YouTube description' }, status: 'held', subscribed: true },
  { email: 'hana.sato@example.com', daysAgo: 5, plan: 'premium', cycle: 'monthly', via: { link: 'Newsletter' }, status: 'pending', subscribed: true },
];

const HELD_FLAGS: FraudFlag[] = [{ code: 'self_referral', reason: 'The customer signed up or was referred from a network the affiliate used' }];
const REJECTED_REASON = 'Bank details were missing. Please add them and request the payout again.';
export const DEMO_PAYOUT_REFERENCE = 'DEMO-WIRE-0001';

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function sale(q: Queryable, affiliateId: string, s: DemoSale, now: Date, passwordHash: string): Promise<{ id: string; commission: number }> {
  const at = ago(now, s.daysAgo);
  const user = (await q.query<{ id: string }>(
    `INSERT INTO users (email, full_name, password_hash, email_verified, created_at, updated_at) VALUES ($1, $2, $3, true, $4, $4) RETURNING id`,
    [s.email, s.email.split('@')[0]!.replace(/\./g, ' '), passwordHash, ago(now, s.daysAgo + 1)],
  ))[0]!;
  const table = 'link' in s.via ? 'affiliate_links' : 'coupons';
  const source = (await q.query<{ id: string; commission_rate: number }>(
    `SELECT id, commission_rate FROM ${table} WHERE affiliate_id = $1 AND ${'link' in s.via ? 'name' : 'code'} = $2`,
    [affiliateId, 'link' in s.via ? s.via.link : s.via.coupon],
  ))[0]!;
  const linkId = 'link' in s.via ? source.id : null;
  const couponId = 'coupon' in s.via ? source.id : null;
  await q.query('INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, created_at) VALUES ($1, $2, $3, $4, $5)', [affiliateId, user.id, linkId, couponId, ago(now, s.daysAgo + 1)]);
  const price = PRICES[s.plan][s.cycle];
  const subId = randomId('sub');
  const end = new Date(at.getTime() + (s.cycle === 'yearly' ? 365 : 30) * DAY_MS);
  await q.query(
    `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $6)`,
    [subId, user.id, s.plan, s.cycle, s.subscribed ? 'active' : 'cancelled', at, s.subscribed ? end : at],
  );
  const invoiceId = randomId('in');
  const refunded = s.status === 'voided';
  await q.query(
    `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, subtotal, currency, status, due_date, created_at, amount_refunded, refunded_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5, 'usd', 'paid', $6, $6, $7, $8)`,
    [invoiceId, user.id, subId, `${s.plan === 'pro' ? 'Pro' : 'Premium'} (${s.cycle})`, price, at, refunded ? price : 0, refunded ? ago(now, s.daysAgo - 10) : null],
  );
  const commission = Math.round(price * source.commission_rate / 100) / 100;
  const holdUntil = commissionHoldUntil(at);
  const status = s.status === 'held' ? 'pending' : s.status;
  const entry = (await q.query<{ id: string }>(
    `INSERT INTO conversions (affiliate_id, referred_user_id, link_id, coupon_id, amount, rate, commission, invoice_id, status, hold_until, held, flags,
       approved_at, paid_at, voided_at, void_reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16, $17, $17) RETURNING id`,
    [
      affiliateId, user.id, linkId, couponId, price / 100, source.commission_rate, commission, invoiceId, status, holdUntil, s.status === 'held',
      JSON.stringify(s.status === 'held' ? HELD_FLAGS : []), status === 'approved' || status === 'paid' ? holdUntil : null,
      status === 'paid' ? ago(now, 110) : null, refunded ? ago(now, s.daysAgo - 10) : null, refunded ? 'The customer was refunded' : null, at,
    ],
  ))[0]!;
  return { id: entry.id, commission };
}

/**
 * Creates the demo sales once (nothing when the first demo customer exists): each customer referred,
 * subscribed and invoiced on its day, its ledger entry in its state, and the two payouts. The
 * affiliate's points grow by one per entry not voided.
 */
export async function seedDemoLedger(db: Db, affiliateId: string, now: Date = new Date()): Promise<void> {
  if ((await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [DEMO_SALES[0]!.email])).length) return;
  const passwordHash = await hashPassword(randomId('pw'));
  await db.transaction(async (tx) => {
    const entries = new Map<DemoSale, { id: string; commission: number }>();
    for (const s of DEMO_SALES) entries.set(s, await sale(tx, affiliateId, s, now, passwordHash));
    const inA = DEMO_SALES.filter((s) => s.payout === 'A');
    const sum = (list: readonly DemoSale[]) => Math.round(list.reduce((t, s) => t + (entries.get(s)?.commission ?? 0), 0) * 100) / 100;
    const paid = (await tx.query<{ id: string }>(
      `INSERT INTO payouts (affiliate_id, amount, status, reference, requested_at, decided_at) VALUES ($1, $2, 'paid', $3, $4, $5) RETURNING id`,
      [affiliateId, sum(inA), DEMO_PAYOUT_REFERENCE, ago(now, 112), ago(now, 110)],
    ))[0]!;
    for (const s of inA) await tx.query('UPDATE conversions SET payout_id = $2 WHERE id = $1', [entries.get(s)?.id, paid.id]);
    // Rejected: its entries (the two oldest approved) left it and count as approved again.
    const wasInB = DEMO_SALES.filter((s) => s.status === 'approved').slice(0, 2);
    await tx.query(
      `INSERT INTO payouts (affiliate_id, amount, status, rejection_reason, requested_at, decided_at) VALUES ($1, $2, 'rejected', $3, $4, $5)`,
      [affiliateId, sum(wasInB), REJECTED_REASON, ago(now, 25), ago(now, 20)],
    );
    const counted = DEMO_SALES.filter((s) => s.status !== 'voided').length;
    await tx.query('UPDATE affiliate_profiles SET points = points + $2 WHERE id = $1', [affiliateId, counted * POINTS_PER_CONVERSION]);
  });
}
