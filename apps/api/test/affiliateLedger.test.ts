// The commission ledger: entries from paid invoices only, the holding period on the server's clock,
// refunds, payouts (requested at once from many requests, paid, rejected), fraud flags that hold
// money until an admin decides, and the audit log of those decisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplicationList, AdminCommission, AdminPayout, AffiliateProfile, AuditPage, CommissionPage, MonthlyEarnings, Payout, ReferredCustomer } from '@pt/api';
import { makeTestApp, validApplication, type Json, type TestApp } from './helpers';

let t: TestApp;
let adminToken: string;
let seq = 0;
const DAY = 86_400;

beforeAll(async () => {
  t = await makeTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(async () => { await t.close(); });

/** A verified, signed-in member whose requests come from `ip` (null: no address, as in-process requests). */
async function memberAt(email: string, ip: string | null) {
  const from = ip ? { ip } : {};
  const s = await t.req<{ user: { id: string } }>('POST', '/api/auth/signup', { body: { email, password: 'password-123', full_name: 'Test Member' }, ...from });
  if (s.status !== 201) throw new Error(`signup ${s.status}`);
  const token = new URL(t.lastLink(email, /access_token=/)).searchParams.get('access_token');
  expect((await t.req('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
  return { id: s.body.user.id, email, token: await t.signIn(email), ip };
}
type Member = Awaited<ReturnType<typeof memberAt>>;

/**
 * An approved affiliate (signed up and applying from `ip`) with a 30 % link without a discount: these tests are
 * about the ledger, so customers pay list prices ($191.90 for Pro yearly); billingTruth.test.ts has the discount.
 */
async function affiliateAt(email: string, ip: string | null) {
  const m = await memberAt(email, ip);
  const a = await t.req<{ id: string }>('POST', '/api/affiliate/applications', { token: m.token, body: validApplication(email), ...(ip ? { ip } : {}) });
  expect(a.status).toBe(201);
  expect((await t.req('POST', `/api/admin/affiliate-applications/${a.body.id}/approve`, { token: adminToken, body: {} })).status).toBe(200);
  const link = await t.req<{ id: string; affiliate_id: string }>('POST', '/api/affiliate/links', { token: m.token, body: { name: `Channel ${++seq}`, commission_rate: 30, discount_rate: 0 } });
  return { ...m, applicationId: a.body.id, affiliateId: link.body.affiliate_id, linkId: link.body.id };
}
type Affiliate = Awaited<ReturnType<typeof affiliateAt>>;

/** A customer referred through the affiliate's link (from `ip`), then paying for `plan` with the test card. */
async function customer(aff: Affiliate, email: string, ip: string | null, plan: 'pro' | 'premium' | null = 'pro') {
  const m = await memberAt(email, ip);
  const r = await t.req('POST', '/api/affiliate/referrals', { token: m.token, body: { affiliate_id: aff.affiliateId, link_id: aff.linkId, coupon_code: null }, ...(ip ? { ip } : {}) });
  expect(r.status).toBe(201);
  if (plan) expect((await subscribe(m, plan)).status).toBe(201);
  return m;
}
const subscribe = (m: Member, plan: 'pro' | 'premium', pm: string | null = 'pm_card_visa') =>
  t.req('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: plan, billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: pm } });

/** Tokens expire when the clock moves on: sign in again. */
async function refresh(...ms: { email: string; token: string }[]) {
  for (const m of ms) m.token = await t.signIn(m.email);
  adminToken = (await t.admin()).token;
}

const history = async (aff: Affiliate, query = '') => (await t.req<CommissionPage>('GET', `/api/affiliate/commissions${query}`, { token: aff.token })).body;
const profile = async (aff: Affiliate) => (await t.req<AffiliateProfile>('GET', '/api/affiliate/profile/full', { token: aff.token })).body;
const invoiceOf = async (m: Member) => (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1 ORDER BY created_at DESC', [m.id]))[0]!.id;
const audits = async (action: string) => (await t.req<AuditPage>('GET', '/api/admin/audit?limit=100', { token: adminToken })).body.items.filter((e) => e.action === action);

describe('the ledger', () => {
  it('has one pending entry per paid invoice only; the dashboard totals, the link and the history agree', async () => {
    const aff = await affiliateAt('ledger-aff@example.com', '198.51.100.1');
    const trial = await customer(aff, 'trial.customer@example.com', '203.0.113.1', null);
    expect((await subscribe(trial, 'premium', null)).status).toBe(201); // a trial: nothing paid
    const buyer = await customer(aff, 'john.buyer@example.com', '203.0.113.2');
    expect((await t.req('POST', '/api/affiliate/track/conversion', { token: buyer.token, body: { referred_user_id: 'current', amount: 10_000 } })).status).toBe(200);

    const page = await history(aff);
    expect(page.total).toBe(1);
    const [e] = page.items;
    expect(e).toMatchObject({
      status: 'pending', held: false, flags: [], amount: 191.9, rate: 30, commission: 57.57, customer_email: 'j***@e***.com',
      invoice_id: await invoiceOf(buyer), link: { id: aff.linkId }, coupon: null, payout_id: null,
    });
    expect(Date.parse(e!.hold_until) - Date.parse(e!.created_at)).toBe(30 * DAY * 1000);
    const p = await profile(aff);
    expect(p).toMatchObject({ total_earnings: 57.57, total_conversions: 1 });
    expect(p.balance).toEqual({ pending: 57.57, held: 0, approved: 0, available: 0, requested: 0, paid: 0, voided: 0 });
    const links = (await t.req<{ id: string; conversions: number; earnings: number }[]>('GET', '/api/affiliate/links', { token: aff.token })).body;
    expect(links.find((l) => l.id === aff.linkId)).toMatchObject({ conversions: 1, earnings: 57.57 });
  });

  it('a refund voids a pending entry: it leaves every total, the customer reads refunded; refunds are admin-only and happen once', async () => {
    const aff = await affiliateAt('refund-aff@example.com', '198.51.100.2');
    const buyer = await customer(aff, 'refund.buyer@example.com', '203.0.113.3');
    const invoice = await invoiceOf(buyer);
    expect((await t.req('POST', `/api/admin/invoices/${invoice}/refund`, { token: aff.token, body: {} })).status).toBe(403);
    const r = await t.req<Json>('POST', `/api/admin/invoices/${invoice}/refund`, { token: adminToken, body: { reason: 'Customer asked' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ invoice_id: invoice, amount_refunded: 19190, voided_commissions: 1 });
    expect((await t.req<Json>('POST', `/api/admin/invoices/${invoice}/refund`, { token: adminToken, body: {} })).status).toBe(409);

    const [e] = (await history(aff)).items;
    expect(e).toMatchObject({ status: 'voided', void_reason: 'The customer was refunded' });
    expect(await profile(aff)).toMatchObject({ total_earnings: 0, total_conversions: 0, balance: { pending: 0, voided: 57.57 } });
    const customers = (await t.req<ReferredCustomer[]>('GET', '/api/affiliate/referred-customers', { token: aff.token })).body;
    expect(customers).toEqual([expect.objectContaining({ email: 'r***@e***.com', status: 'refunded', total_paid: 0, commission: 0, plan: 'pro' })]);
    // The conversion call does not bring a refunded invoice back.
    expect((await t.req('POST', '/api/affiliate/track/conversion', { token: buyer.token, body: { referred_user_id: 'current', amount: 1 } })).status).toBe(200);
    expect((await history(aff)).total).toBe(1);
    expect((await audits('invoice.refund')).find((a) => a.target_id === invoice)).toMatchObject({
      actor_email: 'admin@portfoliotracker.local', details: { amount_refunded: 19190, voided_commissions: 1, reason: 'Customer asked' },
    });
  });

  it('the holding period ends on the server clock: pending for 30 days, then approved on the next read', async () => {
    const aff = await affiliateAt('hold-aff@example.com', '198.51.100.3');
    await customer(aff, 'hold.buyer@example.com', '203.0.113.4');
    const recorded = (await history(aff)).items[0]!;
    t.clock.advance(30 * DAY - 60);
    await refresh(aff);
    expect((await history(aff)).items[0]).toMatchObject({ status: 'pending', approved_at: null });
    t.clock.advance(120);
    await refresh(aff);
    // Many reads at once settle it once, none waits on another or fails.
    const reads = await Promise.all(Array.from({ length: 20 }, (_, i) => t.req('GET', i % 2 ? '/api/affiliate/profile/full' : '/api/affiliate/commissions', { token: aff.token })));
    expect(reads.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await history(aff)).items[0]).toMatchObject({ status: 'approved', approved_at: recorded.hold_until });
    expect((await profile(aff)).balance).toMatchObject({ pending: 0, approved: 57.57, available: 57.57 });
    // Approved money a refund reaches is still voided while it is not paid out.
    const buyerInvoice = (await history(aff)).items[0]!.invoice_id!;
    expect((await t.req<Json>('POST', `/api/admin/invoices/${buyerInvoice}/refund`, { token: adminToken, body: {} })).body.voided_commissions).toBe(1);
    expect((await history(aff)).items[0]).toMatchObject({ status: 'voided' });
  });

  it('filters by status, day and a search of the masked e-mail or the link; pages carry the total', async () => {
    const aff = await affiliateAt('filter-aff@example.com', '198.51.100.4');
    await customer(aff, 'anna@example.org', '203.0.113.5', 'premium');
    t.clock.advance(2 * DAY);
    await refresh(aff);
    await customer(aff, 'bob@example.net', '203.0.113.6', 'premium');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await history(aff)).items.map((e) => e.customer_email)).toEqual(['b***@e***.net', 'a***@e***.org']);
    expect((await history(aff, '?q=E***.ORG')).items.map((e) => e.customer_email)).toEqual(['a***@e***.org']);
    expect((await history(aff, '?q=anna')).total).toBe(0); // only what the affiliate sees is searched
    expect((await history(aff, `?q=channel%20${seq}`)).total).toBe(2);
    expect((await history(aff, `?from=${today}`)).total).toBe(1);
    const first = await history(aff, `?to=${today}&limit=1`);
    expect(first).toMatchObject({ total: 2, limit: 1, has_more: true, items: [{ customer_email: 'b***@e***.net' }] });
    const second = await history(aff, `?to=${today}&limit=1&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ total: 2, limit: 1, has_more: false, next_cursor: null, items: [{ customer_email: 'a***@e***.org' }] });
    // The search pages the same way; a cursor belongs to its filters.
    const searched = await history(aff, `?q=channel%20${seq}&limit=1`);
    expect((await history(aff, `?q=channel%20${seq}&limit=1&cursor=${searched.next_cursor}`)).items.map((e) => e.customer_email)).toEqual(['a***@e***.org']);
    expect((await t.req('GET', `/api/affiliate/commissions?status=paid&limit=1&cursor=${first.next_cursor}`, { token: aff.token })).status).toBe(400);
    expect((await history(aff, '?status=approved')).total).toBe(0);
    // The widest range a date can write: the same answer on PGlite and PostgreSQL (product §15.8).
    expect((await t.req<CommissionPage>('GET', '/api/affiliate/commissions?from=0001-01-01&to=9999-12-31', { token: aff.token })))
      .toMatchObject({ status: 200, body: { total: 2 } });
    for (const bad of ['?status=open', '?from=2026-02-30', '?limit=0', '?limit=101', '?cursor=abc', '?cursor=a.b', `?from=${today}&to=2020-01-01`]) {
      expect((await t.req('GET', `/api/affiliate/commissions${bad}`, { token: aff.token })).status).toBe(400);
    }
  });

  it('earnings by month: the last 12 months oldest first, by status, months without entries as zeros', async () => {
    const aff = await affiliateAt('monthly-aff@example.com', '198.51.100.5');
    await customer(aff, 'monthly.buyer@example.com', '203.0.113.7');
    const { months } = (await t.req<MonthlyEarnings>('GET', '/api/affiliate/earnings/monthly', { token: aff.token })).body;
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: t.clock.now().toISOString().slice(0, 7), pending: 57.57, approved: 0, paid: 0, voided: 0 });
    expect(months.slice(0, 11).every((m) => m.pending + m.approved + m.paid + m.voided === 0)).toBe(true);
    expect((await t.req<MonthlyEarnings>('GET', '/api/affiliate/earnings/monthly?months=3', { token: aff.token })).body.months).toHaveLength(3);
    expect((await t.req('GET', '/api/affiliate/earnings/monthly?months=37', { token: aff.token })).status).toBe(400);
  });
});

describe('payouts', () => {
  let aff: Affiliate;
  beforeAll(async () => {
    aff = await affiliateAt('payout-aff@example.com', '198.51.100.10');
    await customer(aff, 'payout.one@example.com', '203.0.113.10');
    await customer(aff, 'payout.two@example.com', '203.0.113.11', 'premium');
    t.clock.advance(31 * DAY);
    await refresh(aff);
    await customer(aff, 'payout.three@example.com', '203.0.113.12', 'premium'); // still pending
  });

  it('50 requests at once give one payout, of exactly the approved balance; the pending entry stays out', async () => {
    expect((await profile(aff)).balance).toMatchObject({ approved: 86.34, available: 86.34, pending: 28.77 });
    const rs = await Promise.all(Array.from({ length: 50 }, () => t.req<Json>('POST', '/api/affiliate/payouts', { token: aff.token })));
    expect(rs.filter((r) => r.status === 201)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(49);
    const created = rs.find((r) => r.status === 201)!.body;
    expect(created).toMatchObject({ amount: 86.34, status: 'requested', entries: 2, reference: null });
    expect(await t.db.query('SELECT id FROM payouts WHERE affiliate_id = $1', [aff.affiliateId])).toHaveLength(1);
    const page = await history(aff);
    expect(page.items.filter((e) => e.payout_id === created.id).map((e) => e.status)).toEqual(['approved', 'approved']);
    expect(page.items.filter((e) => e.status === 'pending').map((e) => e.payout_id)).toEqual([null]);
    expect((await profile(aff)).balance).toMatchObject({ approved: 86.34, available: 0, requested: 86.34 });
    expect((await t.req<Payout[]>('GET', '/api/affiliate/payouts', { token: aff.token })).body).toEqual([created]);
  });

  it('an admin rejects it with a reason: the money is back in the approved balance; the affiliate is told', async () => {
    const [open] = (await t.req<AdminPayout[]>('GET', '/api/admin/payouts?status=requested', { token: adminToken })).body.filter((p) => p.affiliate_id === aff.affiliateId);
    expect(open).toMatchObject({ affiliate_email: 'payout-aff@example.com', amount: 86.34 });
    expect((await t.req<Json>('POST', `/api/admin/payouts/${open!.id}/reject`, { token: adminToken, body: { reason: ' ' } })).body.error).toBe('Please give a reason.');
    const rej = await t.req<AdminPayout>('POST', `/api/admin/payouts/${open!.id}/reject`, { token: adminToken, body: { reason: 'Bank details are missing.' } });
    expect(rej.body).toMatchObject({ status: 'rejected', rejection_reason: 'Bank details are missing.', entries: 0 });
    expect((await profile(aff)).balance).toMatchObject({ available: 86.34, requested: 0 });
    const notes = (await t.req<{ title: string; body: string }[]>('GET', '/api/notifications', { token: aff.token })).body;
    expect(notes[0]).toMatchObject({ title: 'Payout request rejected', kind: 'affiliate' });
    expect(notes[0]!.body).toContain('Bank details are missing.');
    expect((await t.req('POST', `/api/admin/payouts/${open!.id}/paid`, { token: adminToken, body: { reference: 'X' } })).status).toBe(409);
  });

  it('requested again and marked paid with a reference: entries paid, the affiliate sees it paid and gets an e-mail; both decisions audited', async () => {
    t.clock.advance(60);
    const again = await t.req<Payout>('POST', '/api/affiliate/payouts', { token: aff.token });
    expect(again).toMatchObject({ status: 201, body: { amount: 86.34, entries: 2 } });
    const paid = await t.req<AdminPayout>('POST', `/api/admin/payouts/${again.body.id}/paid`, { token: adminToken, body: { reference: 'WIRE-2026-0001' } });
    expect(paid.body).toMatchObject({ status: 'paid', reference: 'WIRE-2026-0001', amount: 86.34, entries: 2 });
    const mine = (await t.req<Payout[]>('GET', '/api/affiliate/payouts', { token: aff.token })).body;
    expect(mine.map((p) => p.status)).toEqual(['paid', 'rejected']);
    expect((await history(aff, '?status=paid')).items.map((e) => e.paid_at)).toEqual([t.clock.now().toISOString(), t.clock.now().toISOString()]);
    expect(await profile(aff)).toMatchObject({ total_earnings: 115.11, balance: { paid: 86.34, approved: 0, pending: 28.77 } });
    expect(t.mails.find((m) => m.to === 'payout-aff@example.com' && m.subject === 'Your payout of $86.34 was sent')?.text).toContain('WIRE-2026-0001');
    expect((await audits('payout.paid')).find((a) => a.target_id === again.body.id)?.details).toMatchObject({ reference: 'WIRE-2026-0001', amount: 86.34 });
    expect((await audits('payout.reject')).length).toBeGreaterThan(0);
    // A refund of paid-out money leaves the entry paid (the transfer happened).
    const paidInvoice = (await history(aff, '?status=paid')).items[0]!.invoice_id!;
    expect((await t.req<Json>('POST', `/api/admin/invoices/${paidInvoice}/refund`, { token: adminToken, body: {} })).body.voided_commissions).toBe(0);
  });

  it('below $50 approved it is a 400 saying how much is approved; not an affiliate: 403', async () => {
    const small = await affiliateAt('small-aff@example.com', '198.51.100.11');
    const r = await t.req<Json>('POST', '/api/affiliate/payouts', { token: small.token });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Payouts start at $50.00 of approved commission; $0.00 is approved so far.');
    const plain = await memberAt('plain-payout@example.com', null);
    expect((await t.req('POST', '/api/affiliate/payouts', { token: plain.token })).status).toBe(403);
  });
});

describe('fraud signals', () => {
  it('a self-referral (the same network) is flagged and held past the holding period until an admin approves it; audited', async () => {
    const aff = await affiliateAt('self-aff@example.com', '192.0.2.50');
    await customer(aff, 'someone.else@example.com', '192.0.2.50');
    const [e] = (await history(aff)).items;
    expect(e).toMatchObject({ status: 'pending', held: true, flags: [{ code: 'self_referral', reason: 'The customer signed up or was referred from a network the affiliate used' }] });
    expect((await profile(aff)).balance).toMatchObject({ pending: 57.57, held: 57.57 });
    t.clock.advance(40 * DAY);
    await refresh(aff);
    expect((await history(aff)).items[0]).toMatchObject({ status: 'pending', held: true });

    const flagged = (await t.req<AdminCommission[]>('GET', '/api/admin/commissions?flagged=true', { token: adminToken })).body;
    const mine = flagged.find((c) => c.id === e!.id);
    expect(mine).toMatchObject({ customer_email: 'someone.else@example.com', affiliate_email: 'self-aff@example.com', held: true });
    expect((await t.req('GET', '/api/admin/commissions?flagged=true', { token: aff.token })).status).toBe(403);
    const ok = await t.req<AdminCommission>('POST', `/api/admin/commissions/${e!.id}/approve`, { token: adminToken, body: { reason: 'Same office, different person' } });
    expect(ok.body).toMatchObject({ status: 'approved', held: false });
    expect((await history(aff)).items[0]).toMatchObject({ status: 'approved', held: false, flags: [{ code: 'self_referral' }] });
    expect((await t.req('POST', `/api/admin/commissions/${e!.id}/approve`, { token: adminToken, body: {} })).status).toBe(409);
    expect((await audits('commission.approve')).find((a) => a.target_id === e!.id)?.details).toMatchObject({
      was: 'held', reason: 'Same office, different person', flags: [{ code: 'self_referral' }],
    });
  });

  it("the affiliate's own mailbox is a self-referral; an admin voids it with a reason the affiliate sees", async () => {
    const aff = await affiliateAt('jane.smith@gmail.com', null);
    await customer(aff, 'janesmith+deal@googlemail.com', null);
    const [e] = (await history(aff)).items;
    expect(e).toMatchObject({ held: true, flags: [{ code: 'self_referral', reason: "The customer's e-mail address is the affiliate's own mailbox" }] });
    expect((await t.req<Json>('POST', `/api/admin/commissions/${e!.id}/void`, { token: adminToken, body: {} })).body.error).toBe('Please give a reason.');
    const voided = await t.req<AdminCommission>('POST', `/api/admin/commissions/${e!.id}/void`, { token: adminToken, body: { reason: 'Self-referral' } });
    expect(voided.body).toMatchObject({ status: 'voided', held: false, void_reason: 'Self-referral' });
    expect(await profile(aff)).toMatchObject({ total_earnings: 0, total_conversions: 0 });
    expect((await audits('commission.void')).find((a) => a.target_id === e!.id)?.details).toMatchObject({ reason: 'Self-referral', was: 'held' });
  });

  it('a disposable e-mail domain is flagged on an application (shown to the reviewer) and on a conversion', async () => {
    const applicant = await memberAt('fresh@mailinator.com', null);
    const app = await t.req<{ id: string }>('POST', '/api/affiliate/applications', { token: applicant.token, body: validApplication('fresh@mailinator.com') });
    const list = (await t.req<AdminApplicationList>('GET', '/api/admin/affiliate-applications', { token: adminToken })).body;
    expect(list.applications.find((a) => a.id === app.body.id)?.flags).toEqual([
      { code: 'disposable_email', reason: 'The e-mail domain mailinator.com is a disposable address service' },
    ]);
    const aff = await affiliateAt('clean-aff@example.com', null);
    expect(list.applications.find((a) => a.id === aff.applicationId)?.flags ?? []).toEqual([]);
    await customer(aff, 'buyer@guerrillamail.com', null);
    expect((await history(aff)).items[0]).toMatchObject({ held: true, flags: [{ code: 'disposable_email' }] });
  });

  it("an applicant's network shared with many recent sign-ups, and a burst of clicks from a customer's network, are flagged", async () => {
    for (let i = 0; i < 3; i++) await memberAt(`crowd${i}@example.com`, '100.64.0.9');
    const applicant = await memberAt('crowd-applicant@example.com', '100.64.0.9');
    const app = await t.req<{ id: string }>('POST', '/api/affiliate/applications', { token: applicant.token, body: validApplication('crowd-applicant@example.com'), ip: '100.64.0.9' });
    const list = (await t.req<AdminApplicationList>('GET', '/api/admin/affiliate-applications', { token: adminToken })).body;
    expect(list.applications.find((a) => a.id === app.body.id)?.flags).toEqual([
      { code: 'shared_network', reason: "3 other accounts signed up from the applicant's network in the last 30 days" },
    ]);

    const aff = await affiliateAt('burst-aff@example.com', '198.51.100.20');
    for (let i = 0; i < 20; i++) {
      expect((await t.req('POST', '/api/affiliate/track/click', { body: { link_id: aff.linkId }, ip: '100.64.0.77' })).status).toBe(200);
      t.clock.advance(61); // each counts: one a minute per visitor
    }
    await refresh(aff);
    await customer(aff, 'burst.buyer@example.com', '100.64.0.77');
    expect((await history(aff)).items[0]).toMatchObject({
      held: true, flags: [{ code: 'network_burst', reason: "20 clicks on the affiliate's links came from the customer's network in the 24 hours before the referral" }],
    });
  });
});

describe('referred customers and the audit log', () => {
  it('customers who paid, e-mails masked, with plan, first payment and status; searchable', async () => {
    const aff = await affiliateAt('customers-aff@example.com', '198.51.100.30');
    await customer(aff, 'carol@example.com', '203.0.113.30');
    const leaver = await customer(aff, 'dave@example.com', '203.0.113.31', 'premium');
    await customer(aff, 'never.paid@example.com', '203.0.113.32', null);
    expect((await t.req('POST', '/api/subscription/cancel-subscription-simple', { token: leaver.token })).status).toBe(200);
    t.clock.advance(366 * DAY); // the cancelled one ends; the other renews (a second paid invoice)
    await refresh(aff, leaver);
    await t.req('GET', '/api/subscription/current', { token: leaver.token });
    const carol = (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'carol@example.com'`))[0]!;
    await t.req('GET', '/api/subscription/current', { token: await t.signIn('carol@example.com') });
    const list = (await t.req<ReferredCustomer[]>('GET', '/api/affiliate/referred-customers', { token: aff.token })).body;
    expect(list.map((c) => [c.email, c.plan, c.status, c.total_paid, c.commission]).sort()).toEqual([
      ['c***@e***.com', 'pro', 'active', 383.8, 115.14],
      ['d***@e***.com', null, 'cancelled', 95.9, 28.77],
    ]);
    expect((await t.db.query('SELECT 1 FROM conversions WHERE referred_user_id = $1', [carol.id]))).toHaveLength(2);
    expect((await t.req<ReferredCustomer[]>('GET', '/api/affiliate/referred-customers?q=C***', { token: aff.token })).body.map((c) => c.email)).toEqual(['c***@e***.com']);
    expect((await t.req<ReferredCustomer[]>('GET', '/api/affiliate/referred-customers?q=carol', { token: aff.token })).body).toEqual([]);
  });

  it('lists admin decisions newest first with the actor, a page at a time; admins only', async () => {
    // Three decisions: an application approved, an invoice refunded, its commission's payout... here a flagged one voided.
    const aff = await affiliateAt('audit-aff@example.com', null);
    const buyer = await customer(aff, 'audit.buyer@mailinator.com', null);
    const entry = (await history(aff)).items[0]!;
    expect((await t.req('POST', `/api/admin/commissions/${entry.id}/void`, { token: adminToken, body: { reason: 'Disposable address' } })).status).toBe(200);
    expect((await t.req('POST', `/api/admin/invoices/${await invoiceOf(buyer)}/refund`, { token: adminToken, body: {} })).status).toBe(200);

    const first = (await t.req<AuditPage>('GET', '/api/admin/audit?limit=2', { token: adminToken })).body;
    expect(first.items.map((e) => [e.action, e.target_type, e.actor_email])).toEqual([
      ['invoice.refund', 'invoice', 'admin@portfoliotracker.local'],
      ['commission.void', 'commission', 'admin@portfoliotracker.local'],
    ]);
    expect(first.items[1]).toMatchObject({ target_id: entry.id, details: { reason: 'Disposable address', affiliate_id: aff.affiliateId } });
    expect(first).toMatchObject({ has_more: true, limit: 2 });
    const next = (await t.req<AuditPage>('GET', `/api/admin/audit?limit=1&cursor=${first.next_cursor}`, { token: adminToken })).body;
    expect(next.items.map((e) => [e.action, e.target_id])).toEqual([['affiliate_application.approve', aff.applicationId]]);
    expect(Number(next.items[0]!.id)).toBeLessThan(Number(first.items[1]!.id));
    expect((await t.req('GET', '/api/admin/audit?cursor=abc', { token: adminToken })).status).toBe(400);
    expect((await t.req('GET', `/api/admin/audit?cursor=${first.next_cursor!.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`, { token: adminToken })).status).toBe(400);
    const m = await memberAt('nosy@example.com', null);
    expect((await t.req('GET', '/api/admin/audit', { token: m.token })).status).toBe(403);
  });
});
