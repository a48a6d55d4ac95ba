// Real-provider mode (product §11.3, §11.5): the referral's discount through the provider's coupons, the
// invoices' discount lines, and the plan change's preview from the provider, against the in-process fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type CheckoutQuote, type Invoice, type PlanChangePreviewResponse, type Subscription } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { startFakeStripe, type FakeStripe } from './fakeStripe';

let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe(() => t.clock.ms);
  t = await makeTestApp({ stripeSecretKey: 'sk_test_fake', stripeApiBase: fake.url });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let seq = 0;
const email = (what: string) => `${what}-${++seq}@example.com`;

async function affiliate(discount: number, couponDiscount: number) {
  const a = await t.affiliate(email('affiliate'));
  const link = await t.req<{ id: string; affiliate_id: string }>('POST', '/api/affiliate/links', { token: a.token, body: { name: `Video ${seq}`, commission_rate: 30, discount_rate: discount } });
  const code = `PROVIDER${couponDiscount}X${seq}`;
  expect((await t.req('POST', '/api/affiliate/coupons', { token: a.token, body: { code, commission_rate: 20, discount_rate: couponDiscount } })).status).toBe(201);
  return { ...a, affiliateId: link.body.affiliate_id, linkId: link.body.id, code };
}

async function referred(aff: Awaited<ReturnType<typeof affiliate>>) {
  const m = await t.member(email('visitor'));
  expect((await t.req('POST', '/api/affiliate/referrals', { token: m.token, body: { affiliate_id: aff.affiliateId, link_id: aff.linkId, coupon_code: null } })).status).toBe(201);
  return m;
}

const subscribe = (token: string, body: Record<string, unknown>) =>
  t.req<{ subscription: Subscription } & Json>('POST', '/api/subscription/create-subscription', { token, body: { payment_provider: 'stripe', ...body } });

describe('discounts through the provider\'s coupons', () => {
  it('a 10% link: one repeating 12-month coupon on the provider subscription; the invoice mirrors $172.71 with its discount line; commission on it', async () => {
    const aff = await affiliate(10, 15);
    const m = await referred(aff);
    const quote = await t.req<CheckoutQuote>('POST', '/api/subscription/quote', { token: m.token, body: { price_id: 'pro_yearly' } });
    expect(quote.body).toMatchObject({ total: 17271, discount: { rate: 10, amount: 1919 } });

    // Another amount than the one due: refused before anything reaches the provider.
    const before = fake.mark();
    const stale = await subscribe(m.token, { plan_id: 'pro', billing_cycle: 'yearly', payment_method_id: 'pm_card_visa', expected_amount: 19190 });
    expect(stale).toMatchObject({ status: 409, body: { error: billingMessages.priceChanged } });
    expect(fake.since(before).filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions')).toEqual([]);

    const mark = fake.mark();
    const sub = await subscribe(m.token, { plan_id: 'pro', billing_cycle: 'yearly', payment_method_id: 'pm_card_visa', expected_amount: quote.body.total });
    expect(sub.status).toBe(201);
    const calls = fake.since(mark);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/coupons')?.form).toEqual({
      id: 'pt_10_off_12m', percent_off: '10', duration: 'repeating', duration_in_months: '12', name: '10% off for 12 months',
    });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions')?.form).toMatchObject({ 'discounts[0][coupon]': 'pt_10_off_12m' });
    expect(sub.body.subscription).toMatchObject({ discount: { rate: 10, label: 'Partner link', source: 'link' } });

    const [inv] = (await t.req<Invoice[]>('GET', '/api/stripe/invoices?limit=5', { token: m.token })).body;
    expect(inv).toMatchObject({ amount_paid: 17271, subtotal: 19190, discount_amount: 1919 });
    const mirrored = (await t.db.query<{ discount_amount: number; discount_label: string; amount_paid: number }>('SELECT discount_amount, discount_label, amount_paid FROM invoices WHERE id = $1', [inv?.invoice_id]))[0];
    expect(mirrored).toEqual({ discount_amount: 1919, discount_label: 'Partner link (10% off)', amount_paid: 17271 });
    const conversion = (await t.db.query<{ amount: string }>('SELECT amount FROM conversions WHERE referred_user_id = $1', [m.id]))[0];
    expect(Number(conversion?.amount)).toBe(172.71);

    // A second member with the same rate uses the same coupon.
    const second = await referred(aff);
    const again = fake.mark();
    expect((await subscribe(second.token, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: 'pm_card_visa' })).status).toBe(201);
    expect(fake.since(again).filter((c) => c.method === 'POST' && c.path === '/v1/coupons')).toEqual([]);
  });

  it('a promotion code typed at checkout: its rate as a coupon, and the member\'s referral', async () => {
    const aff = await affiliate(5, 15);
    const m = await t.member(email('typed'));
    const mark = fake.mark();
    const sub = await subscribe(m.token, { plan_id: 'premium', billing_cycle: 'yearly', payment_method_id: 'pm_card_visa', promotion_code: aff.code, expected_amount: 8151 });
    expect(sub.status).toBe(201);
    expect(fake.since(mark).find((c) => c.method === 'POST' && c.path === '/v1/subscriptions')?.form).toMatchObject({ 'discounts[0][coupon]': 'pt_15_off_12m' });
    const conversion = (await t.db.query<{ amount: string; rate: number }>('SELECT amount, rate FROM conversions WHERE referred_user_id = $1', [m.id]))[0];
    expect([Number(conversion?.amount), conversion?.rate]).toEqual([81.51, 20]);
  });
});

describe('plan change preview from the provider', () => {
  it('charged today is what the provider previews, and what the update then invoices', async () => {
    const m = await t.member(email('preview'));
    expect((await subscribe(m.token, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: 'pm_card_visa' })).status).toBe(201);
    const mark = fake.mark();
    const p = await t.req<PlanChangePreviewResponse>('GET', '/api/subscription/change-preview?new_price_id=pro_yearly', { token: m.token });
    expect(fake.since(mark).find((c) => c.path === '/v1/invoices/create_preview')?.form).toMatchObject({
      subscription: expect.stringMatching(/^sub_fake/), 'subscription_details[items][0][price]': 'price_pro_yearly', 'subscription_details[proration_behavior]': 'always_invoice',
    });
    expect(p.body).toMatchObject({ effective: 'now', credit: 500, charged_today: 19190 - 500, list_price: 19190 });
    expect((await t.req('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_yearly', expected_amount: 1 } })).status).toBe(409);
    expect((await t.req('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_yearly', expected_amount: p.body.charged_today } })).status).toBe(200);
    const invoices = (await t.req<Invoice[]>('GET', '/api/stripe/invoices?limit=5', { token: m.token })).body;
    expect(invoices[0]?.amount_paid).toBe(p.body.charged_today);
  });
});
