import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardProvider, ChargeResult } from '../src/payments/provider';
import { localProvider } from '../src/payments/provider';
import { makeTestApp, type Json, type Res, type TestApp } from './helpers';

// Every request of a scenario is sent at once (Promise.all through app.request, in-process); each scenario
// asserts that exactly one effect happened. The card provider waits a few milliseconds before it answers, as a
// real one does, so a check-then-write that is not atomic shows as a duplicate on PGlite too, not only on PostgreSQL.
const AT_ONCE = 50;
const PROVIDER_DELAY_MS = 5;

interface Charge { amount: number; paymentMethodId: string }

/** The local test provider, slowed down, recording every successful charge. */
function slowProvider(now: () => Date): CardProvider & { charges: Charge[] } {
  const local = localProvider(now);
  const charges: Charge[] = [];
  const pause = () => new Promise((r) => setTimeout(r, PROVIDER_DELAY_MS));
  return {
    name: 'local',
    charges,
    async describe(id) {
      await pause();
      return local.describe(id);
    },
    async charge(input): Promise<ChargeResult> {
      await pause();
      const r = await local.charge(input);
      if (r.ok) charges.push({ amount: input.amount, paymentMethodId: input.paymentMethodId });
      return r;
    },
    async createIntent(input) {
      await pause();
      return local.createIntent(input);
    },
  };
}

let t: TestApp;
let provider: ReturnType<typeof slowProvider>;
let seq = 0;

beforeAll(async () => {
  let clockNow = (): Date => new Date();
  provider = slowProvider(() => clockNow());
  t = await makeTestApp({}, { cardProvider: provider });
  clockNow = () => t.clock.now();
});
afterAll(async () => {
  await t.close();
});

const atOnce = <T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

/** How many responses had each status, e.g. { 201: 1, 409: 49 }. */
function statuses(rs: Res<unknown>[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of rs) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  return Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n);
}

/** A signed-in member with an address of its own. */
async function member(name: string) {
  return t.member(`${name}-${++seq}@example.com`);
}

const chargesSince = (mark: number) => provider.charges.slice(mark).map((c) => c.amount);
const subscribe = (token: string, body: Json) =>
  t.req<Json>('POST', '/api/subscription/create-subscription', { token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa', ...body } });

describe('subscriptions', () => {
  it(`${AT_ONCE} create-subscription with a card at once: one subscription, one invoice, one charge`, async () => {
    const m = await member('sub-card');
    const mark = provider.charges.length;
    const rs = await atOnce(AT_ONCE, () => subscribe(m.token, {}));
    expect(statuses(rs)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    expect(await count('subscriptions WHERE user_id = $1', [m.id])).toBe(1);
    expect(await count('invoices WHERE user_id = $1', [m.id])).toBe(1);
    expect(chargesSince(mark)).toEqual([999]);
  });

  it(`${AT_ONCE} card-less trials at once: one trial`, async () => {
    const m = await member('sub-trial');
    const rs = await atOnce(AT_ONCE, () => subscribe(m.token, { payment_method_id: null }));
    expect(statuses(rs)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    expect(await count(`subscriptions WHERE user_id = $1 AND status = 'trialing'`, [m.id])).toBe(1);
  });

  it(`${AT_ONCE} checkout sessions at once: one subscription, one invoice, one charge`, async () => {
    const m = await member('checkout');
    const mark = provider.charges.length;
    const body = { price_id: 'pro_monthly', success_url: 'http://localhost:8080/payment/success', cancel_url: 'http://localhost:8080/payment-demo' };
    const rs = await atOnce(AT_ONCE, () => t.req<Json>('POST', '/api/stripe/checkout-session', { token: m.token, body }));
    expect(statuses(rs)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    expect(await count('subscriptions WHERE user_id = $1', [m.id])).toBe(1);
    expect(await count('invoices WHERE user_id = $1', [m.id])).toBe(1);
    expect(chargesSince(mark)).toEqual([1999]);
  });

  it(`${AT_ONCE} switches to the same offer at once: one charge, one invoice`, async () => {
    const m = await member('switch');
    expect((await subscribe(m.token, {})).status).toBe(201);
    const mark = provider.charges.length;
    const rs = await atOnce(AT_ONCE, () => t.req<Json>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_yearly' } }));
    expect(statuses(rs)).toEqual({ 200: AT_ONCE });
    expect(new Set(rs.map((r) => r.body.price_id))).toEqual(new Set(['pro_yearly']));
    // The first month's $9.99, unused, is credited (product §11.5).
    expect(chargesSince(mark)).toEqual([19190 - 999]);
    expect(await count('invoices WHERE user_id = $1', [m.id])).toBe(2);
  });

  it(`a renewal due when ${AT_ONCE} reads (and cancel/resume) arrive at once is charged and invoiced once`, async () => {
    const reader = await member('renew-read');
    const canceller = await member('renew-cancel');
    expect((await subscribe(reader.token, {})).status).toBe(201);
    expect((await subscribe(canceller.token, {})).status).toBe(201);
    t.clock.advance(31 * 86_400);
    const readerToken = await t.signIn(reader.email);
    const cancellerToken = await t.signIn(canceller.email);
    const mark = provider.charges.length;
    const reads = ['/api/subscription/current', '/api/subscription/usage', '/api/stripe/invoices', '/api/stripe/subscriptions'];
    const cancels = ['/api/subscription/cancel-subscription-simple', '/api/subscription/resume'];
    const rs = await Promise.all([
      ...Array.from({ length: AT_ONCE }, (_, i) => t.req('GET', reads[i % reads.length] as string, { token: readerToken })),
      ...Array.from({ length: AT_ONCE }, (_, i) => t.req('POST', cancels[i % cancels.length] as string, { token: cancellerToken })),
    ]);
    expect(statuses(rs)).toEqual({ 200: 2 * AT_ONCE });
    expect(chargesSince(mark)).toEqual([999, 999]);
    expect(await count('invoices WHERE user_id = $1', [reader.id])).toBe(2);
    expect(await count('invoices WHERE user_id = $1', [canceller.id])).toBe(2);
  });
});

describe('card payments', () => {
  it(`${AT_ONCE} payment intents with one Idempotency-Key at once: one intent, one charge, one invoice; another body with that key is 409`, async () => {
    const m = await member('pay-key');
    const mark = provider.charges.length;
    // Half the requests carry another amount: whichever body comes first owns the key.
    const amountOf = (i: number) => (i % 2 === 0 ? 2999 : 5000);
    const rs = await atOnce(AT_ONCE, (i) =>
      t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: amountOf(i), currency: 'usd', payment_method_id: 'pm_card_visa' }, headers: { 'idempotency-key': 'order-1' } }),
    );
    const owner = rs.find((r) => r.status === 200)?.body;
    expect(owner).toMatchObject({ status: 'succeeded' });
    rs.forEach((r, i) => {
      if (amountOf(i) === owner?.amount) expect(r).toMatchObject({ status: 200, body: owner });
      else expect(r.status).toBe(409);
    });
    expect(await count('intents WHERE user_id = $1', [m.id])).toBe(1);
    expect(await count('invoices WHERE user_id = $1', [m.id])).toBe(1);
    expect(chargesSince(mark)).toEqual([owner?.amount]);
  });

  it(`${AT_ONCE} setup intents with one Idempotency-Key at once: one intent`, async () => {
    const m = await member('seti-key');
    const rs = await atOnce(AT_ONCE, () => t.req<Json>('POST', '/api/stripe/setup-intent', { token: m.token, headers: { 'idempotency-key': 'setup-1' } }));
    expect(statuses(rs)).toEqual({ 200: AT_ONCE });
    expect(new Set(rs.map((r) => r.body.id)).size).toBe(1);
    expect(await count('intents WHERE user_id = $1', [m.id])).toBe(1);
  });

  it(`${AT_ONCE} cards attached at once have one default; deleting half of them at once (the default too) leaves one default`, async () => {
    const m = await member('cards');
    const ids = Array.from({ length: AT_ONCE }, (_, i) => `pm_card_visa_${i}`);
    const added = await atOnce(AT_ONCE, (i) => t.req<Json>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: ids[i] } }));
    expect(statuses(added)).toEqual({ 201: AT_ONCE });
    expect(added.filter((r) => r.body.is_default === true)).toHaveLength(1);
    expect(await count('payment_methods WHERE user_id = $1 AND is_default', [m.id])).toBe(1);

    const def = String(added.find((r) => r.body.is_default === true)?.body.id);
    const doomed = [def, ...ids.filter((id) => id !== def).slice(0, AT_ONCE / 2 - 1)];
    const deleted = await atOnce(doomed.length * 2, (i) => t.req('DELETE', `/api/stripe/payment-methods/${doomed[i % doomed.length]}`, { token: m.token }));
    expect(statuses(deleted)).toEqual({ 200: doomed.length, 404: doomed.length });
    const left = await t.req<{ id: string; is_default: boolean }[]>('GET', '/api/stripe/payment-methods', { token: m.token });
    expect(left.body).toHaveLength(AT_ONCE - doomed.length);
    expect(left.body.filter((p) => p.is_default)).toHaveLength(1);
  });
});

describe('investing limits', () => {
  it('60 portfolios at once: exactly 50', async () => {
    const m = await member('portfolios');
    const rs = await atOnce(60, (i) => t.req('POST', '/api/portfolio', { token: m.token, body: { name: `P${i}` } }));
    expect(statuses(rs)).toEqual({ 201: 50, 400: 10 });
    expect(await count('portfolios WHERE user_id = $1', [m.id])).toBe(50);
  });

  it(`${AT_ONCE} buys of 10 new symbols at once on Free: exactly 5 holdings`, async () => {
    const m = await member('holdings');
    const p = await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } });
    const symbols = ['AAPL', 'MSFT', 'NVDA', 'KO', 'V', 'TSLA', 'AMZN', 'GOOGL', 'META', 'AMD'];
    const rs = await atOnce(AT_ONCE, (i) =>
      t.req('POST', '/api/transaction', { token: m.token, body: { portfolio_id: p.body.id, symbol: symbols[i % symbols.length], type: 'buy', quantity: 1, price: 10 } }),
    );
    expect(rs.every((r) => r.status === 201 || r.status === 403)).toBe(true);
    const usage = await t.req<Json>('GET', '/api/subscription/usage', { token: m.token });
    expect(usage.body).toMatchObject({ plan_id: 'free', holdings_used: 5, holdings_limit: 5 });
  });

  it(`${AT_ONCE} sells of one share at once from a holding of 10: ten succeed, the holding ends at 0`, async () => {
    const m = await member('sells');
    const p = await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } });
    const tx = (type: string, quantity: number) => t.req('POST', '/api/transaction', { token: m.token, body: { portfolio_id: p.body.id, symbol: 'AAPL', type, quantity, price: 10 } });
    expect((await tx('buy', 10)).status).toBe(201);
    const rs = await atOnce(AT_ONCE, () => tx('sell', 1));
    expect(statuses(rs)).toEqual({ 201: 10, 400: AT_ONCE - 10 });
    const held = await t.db.query<{ q: number }>(
      `SELECT COALESCE(sum(CASE WHEN type = 'buy' THEN quantity ELSE -quantity END), 0)::float8 AS q FROM transactions WHERE portfolio_id = $1 AND symbol = 'AAPL'`,
      [p.body.id],
    );
    expect(held[0]?.q).toBe(0);
  });
});

describe('affiliate', () => {
  let aff: { id: string; token: string };
  let affiliateId: string;
  let linkId: string;
  beforeAll(async () => {
    aff = await t.affiliate(`conc-aff-${++seq}@example.com`);
    const link = await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'Video', commission_rate: 30, discount_rate: 10 } });
    linkId = String(link.body.id);
    affiliateId = String(link.body.affiliate_id);
    expect((await t.req('POST', '/api/affiliate/coupons', { token: aff.token, body: { code: 'CONC10', commission_rate: 20, discount_rate: 10 } })).status).toBe(201);
  });
  const profile = async () => (await t.req<Json>('GET', '/api/affiliate/profile/full', { token: aff.token })).body;

  it(`${AT_ONCE} applications of one member at once: one`, async () => {
    const m = await member('apply');
    const rs = await atOnce(AT_ONCE, () => t.apply(m.token, m.email));
    expect(statuses(rs)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    expect(await count('affiliate_applications WHERE user_id = $1', [m.id])).toBe(1);
  });

  it(`${AT_ONCE} coupons with one code (in any case) at once: one`, async () => {
    const rs = await atOnce(AT_ONCE, (i) => t.req('POST', '/api/affiliate/coupons', { token: aff.token, body: { code: i % 2 ? 'RACE5' : 'race5', commission_rate: 20, discount_rate: 5 } }));
    expect(statuses(rs)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    expect(await count(`coupons WHERE lower(code) = 'race5'`, [])).toBe(1);
  });

  it(`${AT_ONCE} referrals of one member at once: one referral, the coupon used once`, async () => {
    const m = await member('referred');
    const rs = await atOnce(AT_ONCE, () => t.req('POST', '/api/affiliate/referrals', { token: m.token, body: { affiliate_id: affiliateId, link_id: null, coupon_code: 'conc10' } }));
    expect(statuses(rs)).toEqual({ 201: 1, 200: AT_ONCE - 1 });
    const coupons = await t.req<{ code: string; uses: number }[]>('GET', '/api/affiliate/coupons', { token: aff.token });
    expect(coupons.body.find((c) => c.code === 'CONC10')?.uses).toBe(1);
  });

  it('a conversion comes only from a paid invoice, once per invoice, whatever the client sends', async () => {
    const buyer = await member('buyer');
    expect((await t.req('POST', '/api/affiliate/referrals', { token: buyer.token, body: { affiliate_id: affiliateId, link_id: linkId, coupon_code: null } })).status).toBe(201);
    const before = await profile();
    const claim = () => t.req<Json>('POST', '/api/affiliate/track/conversion', { token: buyer.token, body: { referred_user_id: 'current', amount: 100_000 } });

    // Nothing paid yet: the client's amount earns nothing.
    const free = await atOnce(AT_ONCE, claim);
    expect(free.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(await profile()).toMatchObject({ total_conversions: before.total_conversions, total_earnings: before.total_earnings, points: before.points });

    // A paid subscription ($9.99 less the link's 10%: $8.99, at the link's 30%) is one conversion, however many times it is claimed.
    expect((await subscribe(buyer.token, {})).status).toBe(201);
    await atOnce(AT_ONCE, claim);
    expect(await profile()).toMatchObject({
      total_conversions: Number(before.total_conversions) + 1,
      total_earnings: Number(before.total_earnings) + 2.7,
      points: Number(before.points) + 1,
    });
    expect(await count('conversions WHERE referred_user_id = $1', [buyer.id])).toBe(1);
    const conv = await t.db.query<{ amount: number; commission: number; invoice_id: string }>('SELECT amount::float8 AS amount, commission::float8 AS commission, invoice_id FROM conversions WHERE referred_user_id = $1', [buyer.id]);
    const inv = await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1', [buyer.id]);
    expect(conv).toEqual([{ amount: 8.99, commission: 2.7, invoice_id: inv[0]?.id }]);
  });
});
