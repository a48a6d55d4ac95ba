// The demo affiliate's money, created by `seed:demo`: referred customers who paid over the last five
// months, so the dashboard's chart, commission history, referred customers and Payments tab show
// every state (paid, approved, pending, held by a fraud flag, voided by a refund) and a payout history
// (one paid, one rejected whose commission went back to the approved balance).
import type { FraudFlag } from '@pt/api';
import { commissionHoldUntil } from '@pt/api';
import type { Db, Queryable } from './db';
import { hashPassword, randomId } from './lib/crypto';
import { POINTS_PER_CONVERSION } from './affiliate/points';
import {
  addAffiliatePoints, findDemoSource, findUserIdByEmail, insertDemoConversion, insertDemoInvoice, insertDemoPaidPayout, insertDemoReferral,
  insertDemoRejectedPayout, insertDemoSubscription, insertVerifiedUserAt, setConversionPayout,
} from './db/queries/seeds';

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
  const userId = await insertVerifiedUserAt(q, { email: s.email, fullName: s.email.split('@')[0]!.replace(/\./g, ' '), passwordHash, createdAt: ago(now, s.daysAgo + 1) });
  const source = await findDemoSource(q, affiliateId, s.via);
  const linkId = 'link' in s.via ? source.id : null;
  const couponId = 'coupon' in s.via ? source.id : null;
  await insertDemoReferral(q, { affiliateId, userId, linkId, couponId, at: ago(now, s.daysAgo + 1) });
  const price = PRICES[s.plan][s.cycle];
  const subId = randomId('sub');
  const end = new Date(at.getTime() + (s.cycle === 'yearly' ? 365 : 30) * DAY_MS);
  await insertDemoSubscription(q, { id: subId, userId, planId: s.plan, cycle: s.cycle, status: s.subscribed ? 'active' : 'cancelled', start: at, end: s.subscribed ? end : at });
  const invoiceId = randomId('in');
  const refunded = s.status === 'voided';
  await insertDemoInvoice(q, {
    id: invoiceId, userId, subscriptionId: subId, description: `${s.plan === 'pro' ? 'Pro' : 'Premium'} (${s.cycle})`, amount: price, at,
    refunded: refunded ? price : 0, refundedAt: refunded ? ago(now, s.daysAgo - 10) : null,
  });
  const commission = Math.round(price * source.commission_rate / 100) / 100;
  const holdUntil = commissionHoldUntil(at);
  const status = s.status === 'held' ? 'pending' : s.status;
  const id = await insertDemoConversion(q, {
    affiliateId, userId, linkId, couponId, amount: price / 100, rate: source.commission_rate, commission, invoiceId, status, holdUntil, held: s.status === 'held',
    flags: JSON.stringify(s.status === 'held' ? HELD_FLAGS : []), approvedAt: status === 'approved' || status === 'paid' ? holdUntil : null,
    paidAt: status === 'paid' ? ago(now, 110) : null, voidedAt: refunded ? ago(now, s.daysAgo - 10) : null, voidReason: refunded ? 'The customer was refunded' : null, at,
  });
  return { id, commission };
}

/**
 * Creates the demo sales once (nothing when the first demo customer exists): each customer referred,
 * subscribed and invoiced on its day, its ledger entry in its state, and the two payouts. The
 * affiliate's points grow by one per entry not voided.
 */
export async function seedDemoLedger(db: Db, affiliateId: string, now: Date = new Date()): Promise<void> {
  if (await findUserIdByEmail(db, DEMO_SALES[0]!.email)) return;
  const passwordHash = await hashPassword(randomId('pw'));
  await db.transaction(async (tx) => {
    const entries = new Map<DemoSale, { id: string; commission: number }>();
    for (const s of DEMO_SALES) entries.set(s, await sale(tx, affiliateId, s, now, passwordHash));
    const inA = DEMO_SALES.filter((s) => s.payout === 'A');
    const sum = (list: readonly DemoSale[]) => Math.round(list.reduce((t, s) => t + (entries.get(s)?.commission ?? 0), 0) * 100) / 100;
    const paidId = await insertDemoPaidPayout(tx, { affiliateId, amount: sum(inA), reference: DEMO_PAYOUT_REFERENCE, requestedAt: ago(now, 112), decidedAt: ago(now, 110) });
    for (const s of inA) await setConversionPayout(tx, entries.get(s)?.id, paidId);
    // Rejected: its entries (the two oldest approved) left it and count as approved again.
    const wasInB = DEMO_SALES.filter((s) => s.status === 'approved').slice(0, 2);
    await insertDemoRejectedPayout(tx, { affiliateId, amount: sum(wasInB), reason: REJECTED_REASON, requestedAt: ago(now, 25), decidedAt: ago(now, 20) });
    const counted = DEMO_SALES.filter((s) => s.status !== 'voided').length;
    await addAffiliatePoints(tx, affiliateId, counted * POINTS_PER_CONVERSION);
  });
}
