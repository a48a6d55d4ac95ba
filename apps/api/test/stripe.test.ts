import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { CheckoutSession, CreateSubscriptionResponse, Customer, Invoice, PaymentIntent, PaymentMethod, SetupIntent, Subscription } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { startFakeStripe, type FakeStripe } from './fakeStripe';
import { providerIdempotencyKey } from '../src/payments/stripeBilling';
import { configFromEnv } from '../src/config';
import { stripeHostConfig } from '../src/payments/stripeClient';

// Real-provider mode against an in-process fake of the provider's API: the official package talks HTTP to
// 127.0.0.1 (STRIPE_API_BASE), so these tests check the calls it makes and how answers map to the wire types.
const WHSEC = 'whsec_test_secret';
let t: TestApp;
let fake: FakeStripe;
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  fake = await startFakeStripe(() => t.clock.ms);
  t = await makeTestApp({ stripeSecretKey: 'sk_test_fake', stripeWebhookSecret: WHSEC, stripeApiBase: fake.url });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function customerIdOf(userId: string): Promise<string> {
  const r = await t.db.query<{ customer_id: string }>('SELECT customer_id FROM stripe_customers WHERE user_id = $1', [userId]);
  if (!r[0]) throw new Error('no customer');
  return r[0].customer_id;
}

/** Posts an event to the webhook, signed with the endpoint's secret at the app's clock (or as given). */
async function sendEvent(type: string, object: unknown, o: { id?: string; created?: number; secret?: string; body?: (payload: string) => string } = {}) {
  const created = o.created ?? Math.floor(t.clock.ms / 1000);
  const payload = JSON.stringify({ id: o.id ?? `evt_${Math.random().toString(36).slice(2)}`, object: 'event', api_version: '2026-10-28.endive', created, livemode: false, type, data: { object } }, null, 2);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? WHSEC, timestamp: Math.floor(t.clock.ms / 1000) });
  return t.req<Json>('POST', '/api/stripe/webhook', { raw: o.body ? o.body(payload) : payload, headers: { 'stripe-signature': header } });
}

describe('configuration of real-provider mode', () => {
  it('reads STRIPE_WEBHOOK_SECRET and the dev/test-only STRIPE_API_BASE (refused in production)', () => {
    const c = configFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(c).toMatchObject({ stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x', stripeApiBase: 'http://127.0.0.1:12111' });
    expect(configFromEnv({ STRIPE_SECRET_KEY: 'sk_live_x' }).stripeApiBase).toBeUndefined();
    expect(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 's', STRIPE_API_BASE: 'http://127.0.0.1:1' })).toThrow('STRIPE_API_BASE is for tests and development only');
    expect(() => configFromEnv({ STRIPE_API_BASE: 'ftp://x' })).toThrow('STRIPE_API_BASE must be an http(s) URL');
    expect(stripeHostConfig('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeHostConfig(undefined)).toEqual({});
  });
});

describe('customers and payment methods', () => {
  it('creates one provider customer per user (idempotently) and reads it back', async () => {
    const m = await t.member('cus@example.com', 'password-123', 'Cus Tomer');
    const mark = fake.mark();
    const r = await t.req<Customer>('GET', '/api/stripe/customer', { token: m.token });
    expect(r.status).toBe(200);
    const created = fake.since(mark).filter((c) => c.method === 'POST' && c.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]?.form).toMatchObject({ email: 'cus@example.com', name: 'Cus Tomer', 'metadata[user_id]': m.id });
    expect(created[0]?.headers['idempotency-key']).toBe(`pt-customer-${m.id}`);
    expect(created[0]?.headers.authorization).toBe('Bearer sk_test_fake');
    const expected: Customer = { id: await customerIdOf(m.id), email: 'cus@example.com', name: 'Cus Tomer' };
    expect(r.body).toEqual(expected);

    const again = fake.mark();
    expect((await t.req<Customer>('GET', '/api/stripe/customer', { token: m.token })).body).toEqual(expected);
    expect(fake.since(again).map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/customers/${expected.id}`]);
  });

  it('attaches cards to the customer (first is default), lists them, detaches only its own', async () => {
    const m = await t.member('cards@example.com');
    expect((await t.req<PaymentMethod[]>('GET', '/api/stripe/payment-methods', { token: m.token })).body).toEqual([]);

    const mark = fake.mark();
    const a = await t.req<PaymentMethod>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'pm_card_visa' } });
    expect(a.status).toBe(201);
    const cus = await customerIdOf(m.id);
    const attach = fake.since(mark).find((c) => c.path === '/v1/payment_methods/pm_card_visa/attach');
    expect(attach?.form).toEqual({ customer: cus });
    // The provider gives a test token a new id; that id is what the client gets and what becomes the default.
    expect(a.body).toEqual({ id: expect.stringMatching(/^pm_fake/), type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }, is_default: true } satisfies PaymentMethod);
    const setDefault = fake.since(mark).find((c) => c.method === 'POST' && c.path === `/v1/customers/${cus}`);
    expect(setDefault?.form).toEqual({ 'invoice_settings[default_payment_method]': a.body.id });

    const b = await t.req<PaymentMethod>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'pm_card_mastercard' } });
    expect(b.body).toMatchObject({ is_default: false, card: { brand: 'mastercard', last4: '4444' } });
    expect((await t.req<Json>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'card_123' } })).status).toBe(400);

    const listMark = fake.mark();
    const listed = await t.req<PaymentMethod[]>('GET', '/api/stripe/payment-methods', { token: m.token });
    expect(listed.body.map((p) => [p.id, p.is_default])).toEqual([[a.body.id, true], [b.body.id, false]]);
    expect(fake.since(listMark).find((c) => c.path === `/v1/customers/${cus}/payment_methods`)?.query).toMatchObject({ type: 'card' });

    // Another member cannot detach this customer's card.
    const other = await t.member('cards-other@example.com');
    await t.req('GET', '/api/stripe/customer', { token: other.token });
    expect((await t.req('DELETE', `/api/stripe/payment-methods/${a.body.id}`, { token: other.token })).status).toBe(404);

    const del = await t.req<Json>('DELETE', `/api/stripe/payment-methods/${a.body.id}`, { token: m.token });
    expect(del.body).toEqual({ deleted: true, id: a.body.id });
    expect(fake.find('POST', `/v1/payment_methods/${a.body.id}/detach`)).toHaveLength(1);
    const left = await t.req<PaymentMethod[]>('GET', '/api/stripe/payment-methods', { token: m.token });
    expect(left.body).toEqual([expect.objectContaining({ id: b.body.id, is_default: true })]);
  });
});

describe('intents', () => {
  it('setup intents carry the customer, usage and a per-user Idempotency-Key; a repeated key reuses the intent', async () => {
    const m = await t.member('seti@example.com');
    const mark = fake.mark();
    const s1 = await t.req<SetupIntent>('POST', '/api/stripe/setup-intent', { token: m.token, headers: { 'idempotency-key': 'k1' } });
    const s2 = await t.req<SetupIntent>('POST', '/api/stripe/setup-intent', { token: m.token, headers: { 'idempotency-key': 'k1' } });
    expect(s1.status).toBe(200);
    expect(s1.body).toEqual({ id: expect.stringMatching(/^seti_/), client_secret: `${s1.body.id}_secret_fake` } satisfies SetupIntent);
    expect(s2.body).toEqual(s1.body);
    const created = fake.since(mark).filter((c) => c.path === '/v1/setup_intents');
    expect(created).toHaveLength(1);
    expect(created[0]?.form).toMatchObject({ customer: await customerIdOf(m.id), usage: 'off_session', 'allowed_payment_method_types[0]': 'card', 'metadata[user_id]': m.id });
    expect(created[0]?.headers['idempotency-key']).toBe(providerIdempotencyKey(m.id, 'setup', 'k1'));
  });

  it('payment intents: confirmed at once with a card (402 on a decline), or left for the client with its secret', async () => {
    const m = await t.member('pi@example.com');
    const mark = fake.mark();
    const body = { amount: 2999, currency: 'usd', payment_method_id: 'pm_card_visa' };
    const p1 = await t.req<PaymentIntent>('POST', '/api/stripe/payment-intent', { token: m.token, body, headers: { 'idempotency-key': 'pay-1' } });
    expect(p1.status).toBe(200);
    expect(p1.body).toEqual({ id: expect.stringMatching(/^pi_/), client_secret: `${p1.body.id}_secret_fake`, status: 'succeeded', amount: 2999, currency: 'usd' } satisfies PaymentIntent);
    const p2 = await t.req<PaymentIntent>('POST', '/api/stripe/payment-intent', { token: m.token, body, headers: { 'idempotency-key': 'pay-1' } });
    expect(p2.body).toEqual(p1.body);
    const creates = fake.since(mark).filter((c) => c.path === '/v1/payment_intents');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.form).toMatchObject({
      amount: '2999', currency: 'usd', customer: await customerIdOf(m.id), confirm: 'true', payment_method: expect.stringMatching(/^pm_fake/),
      'automatic_payment_methods[enabled]': 'true', 'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect(creates[0]?.headers['idempotency-key']).toBe(providerIdempotencyKey(m.id, 'payment', 'pay-1'));
    expect((await t.req('POST', '/api/stripe/payment-intent', { token: m.token, body: { ...body, amount: 5000 }, headers: { 'idempotency-key': 'pay-1' } })).status).toBe(409);

    const declined = await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: 1000, payment_method_id: 'pm_card_chargeDeclined' } });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');

    const open = await t.req<PaymentIntent>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: 1000 } });
    expect(open.body).toMatchObject({ status: 'requires_payment_method', amount: 1000, currency: 'usd' });
    expect(fake.calls.at(-1)?.form).not.toHaveProperty('confirm');
  });
});

describe('subscriptions and invoices', () => {
  it('with a card: a provider subscription on the offer\'s price, mirrored locally; invoices with the provider\'s PDF links', async () => {
    const m = await t.member('subcard@example.com');
    const mark = fake.mark();
    const c = await t.req<CreateSubscriptionResponse>('POST', '/api/subscription/create-subscription', {
      token: m.token, body: { plan_id: 'pro', billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' },
    });
    expect(c.status).toBe(201);
    const calls = fake.since(mark);
    expect(calls.find((x) => x.path === '/v1/prices')?.query).toMatchObject({ 'lookup_keys[0]': 'pro_yearly', active: 'true' });
    const create = calls.find((x) => x.method === 'POST' && x.path === '/v1/subscriptions');
    expect(create?.form).toMatchObject({
      customer: await customerIdOf(m.id), 'items[0][price]': 'price_pro_yearly', default_payment_method: expect.stringMatching(/^pm_fake/),
      payment_behavior: 'error_if_incomplete', 'expand[0]': 'latest_invoice', 'metadata[user_id]': m.id, 'metadata[plan_id]': 'pro', 'metadata[billing_cycle]': 'yearly',
    });
    const subId = c.body.subscription.subscription_id;
    expect(subId).toMatch(/^sub_fake/);
    const yearLater = new Date(t.clock.ms);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(c.body).toEqual({
      subscription: {
        subscription_id: subId, plan_id: 'pro', price_id: 'pro_yearly', billing_cycle: 'yearly', status: 'active', current_period_end: yearLater.toISOString(), cancel_at_period_end: false, trial_end: null, created_at: new Date(t.clock.ms).toISOString(),
        current_period_start: new Date(t.clock.ms).toISOString(), discount: null, next_charge: { amount: 19190, currency: 'usd', at: yearLater.toISOString() },
      },
      client_secret: null,
    } satisfies CreateSubscriptionResponse);
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.subscription_id).toBe(subId);
    expect((await t.req<Json>('GET', '/api/subscription/usage', { token: m.token })).body.plan_id).toBe('pro');
    expect((await t.req('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } })).status).toBe(409);

    // Invoices come from the provider, with its hosted PDF; the local mirror holds them too.
    const invMark = fake.mark();
    const inv = await t.req<Invoice[]>('GET', '/api/stripe/invoices?limit=5', { token: m.token });
    expect(fake.since(invMark).find((x) => x.path === '/v1/invoices')?.query).toEqual({ customer: await customerIdOf(m.id), limit: '5' });
    const first = inv.body[0];
    expect(inv.body).toHaveLength(1);
    expect(first).toEqual({
      invoice_id: expect.stringMatching(/^in_fake/), created: Math.floor(t.clock.ms / 1000), amount_paid: 19190, amount_due: 19190, currency: 'usd', status: 'paid',
      due_date: null, pdf_url: `https://pay.stripe.com/invoice/acct_fake/${first?.invoice_id}/pdf`, subscription_id: subId,
      description: '1 × pro', subtotal: 19190, discount_amount: 0, tax_amount: 0, credit_amount: 0,
      period_start: Math.floor(t.clock.ms / 1000), period_end: Math.floor(yearLater.getTime() / 1000),
    } satisfies Invoice);
    const mirrored = await t.db.query<{ provider: string; status: string; subscription_id: string }>('SELECT provider, status, subscription_id FROM invoices WHERE id = $1', [first?.invoice_id]);
    expect(mirrored).toEqual([{ provider: 'stripe', status: 'paid', subscription_id: subId }]);
    expect((await t.req<Invoice>('GET', `/api/stripe/invoices/${first?.invoice_id}`, { token: m.token })).body).toEqual(first);
    const pdf = await t.app.request(`/api/stripe/invoices/${first?.invoice_id}/pdf`, { headers: { authorization: `Bearer ${m.token}` } });
    expect(pdf.status).toBe(302);
    expect(pdf.headers.get('location')).toBe(first?.pdf_url);
    const other = await t.member('subcard-other@example.com');
    await t.req('GET', '/api/stripe/customer', { token: other.token });
    expect((await t.req('GET', `/api/stripe/invoices/${first?.invoice_id}`, { token: other.token })).status).toBe(404);
    expect((await t.req('GET', '/api/stripe/invoices/in_missing', { token: m.token })).status).toBe(404);

    // Plan switch: the item's price is swapped and prorated at once; cancel and resume at period end.
    const upMark = fake.mark();
    const up = await t.req<Subscription>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'premium_monthly' } });
    expect(up.body).toMatchObject({ subscription_id: subId, plan_id: 'premium', price_id: 'premium_monthly' });
    const update = fake.since(upMark).find((x) => x.method === 'POST' && x.path === `/v1/subscriptions/${subId}`);
    expect(update?.form).toMatchObject({ 'items[0][id]': expect.stringMatching(/^si_fake/), 'items[0][price]': 'price_premium_monthly', proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' });
    const cancel = await t.req<Subscription>('POST', '/api/subscription/cancel-subscription-simple', { token: m.token });
    expect(cancel.body.cancel_at_period_end).toBe(true);
    expect(fake.calls.at(-1)?.form).toEqual({ cancel_at_period_end: 'true' });
    const resume = await t.req<Subscription>('POST', '/api/subscription/resume', { token: m.token });
    expect(resume.body.cancel_at_period_end).toBe(false);
    expect(fake.calls.at(-1)?.form).toEqual({ cancel_at_period_end: 'false' });
    const all = await t.req<Subscription[]>('GET', '/api/stripe/subscriptions', { token: m.token });
    expect(all.body.map((s) => [s.subscription_id, s.price_id])).toEqual([[subId, 'premium_monthly']]);
    expect(fake.calls.find((x) => x.path === '/v1/subscriptions' && x.method === 'GET')?.query).toMatchObject({ status: 'all' });

    // Renewal is the provider's: a year later nothing is charged locally.
    const beforeRenewal = fake.mark();
    t.clock.advance(400 * 86_400);
    m.token = await t.signIn('subcard@example.com');
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.status).toBe('active');
    expect(fake.since(beforeRenewal)).toEqual([]);
  });

  it('a trial without a card and a declined card', async () => {
    const m = await t.member('subtrial@example.com');
    const declined = await t.req<Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_chargeDeclined' } });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    const mark = fake.mark();
    const c = await t.req<CreateSubscriptionResponse>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } });
    expect(c.status).toBe(201);
    expect(fake.since(mark).find((x) => x.method === 'POST' && x.path === '/v1/subscriptions')?.form).toMatchObject({
      'items[0][price]': 'price_premium_monthly', trial_period_days: '14', 'trial_settings[end_behavior][missing_payment_method]': 'cancel',
    });
    expect(c.body.subscription).toMatchObject({ status: 'trialing', price_id: 'premium_monthly', trial_end: new Date(t.clock.ms + 14 * 86_400_000).toISOString() });
    // Trialing: a plan switch keeps the trial (no proration).
    await t.req('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_monthly' } });
    expect(fake.calls.at(-1)?.form).toMatchObject({ proration_behavior: 'none' });
    // The free plan needs no provider object.
    const f = await t.member('subfree@example.com');
    const freeMark = fake.mark();
    const free = await t.req<CreateSubscriptionResponse>('POST', '/api/subscription/create-subscription', { token: f.token, body: { plan_id: 'free', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } });
    expect(free.body.subscription).toMatchObject({ plan_id: 'free', status: 'active' });
    expect(fake.since(freeMark)).toEqual([]);
  });

  it('hosted checkout: a subscription-mode session with the offer\'s price and the provider\'s URL', async () => {
    const m = await t.member('checkout@example.com');
    const mark = fake.mark();
    const cs = await t.req<CheckoutSession>('POST', '/api/stripe/checkout-session', { token: m.token, body: { price_id: 'premium_yearly', success_url: 'http://localhost:8080/payment/success?from=plans', cancel_url: 'http://localhost:8080/payment-demo' } });
    expect(cs.status).toBe(200);
    expect(cs.body).toEqual({ id: expect.stringMatching(/^cs_test_fake/), url: `https://checkout.stripe.com/c/pay/${cs.body.id}` } satisfies CheckoutSession);
    expect(fake.since(mark).find((x) => x.path === '/v1/checkout/sessions')?.form).toMatchObject({
      mode: 'subscription', customer: await customerIdOf(m.id), client_reference_id: m.id, 'line_items[0][price]': 'price_premium_yearly', 'line_items[0][quantity]': '1',
      success_url: 'http://localhost:8080/payment/success?from=plans&session_id={CHECKOUT_SESSION_ID}', cancel_url: 'http://localhost:8080/payment-demo',
      'subscription_data[metadata][user_id]': m.id, 'subscription_data[metadata][plan_id]': 'premium',
    });
    // Nothing is active until the provider reports the completed checkout.
    expect((await t.req('GET', '/api/subscription/current', { token: m.token })).body).toBeNull();
    expect((await t.req<Json>('POST', '/api/stripe/checkout-session', { token: m.token, body: { price_id: 'free_monthly', success_url: 'http://localhost:8080/a', cancel_url: 'http://localhost:8080/b' } })).status).toBe(400);
  });

  it('a missing provider price is a 503 naming the offer (prices are looked up again after 5 minutes)', async () => {
    t.clock.advance(6 * 60); // past the price cache
    const m = await t.member('noprice@example.com');
    const restore = fake.override('GET', /^\/v1\/prices$/, () => ({ object: 'list', data: [], has_more: false, url: '/v1/prices' }));
    try {
      const r = await t.req<Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: null } });
      expect(r.status).toBe(503);
      expect(r.body.error).toBe('Payments are not set up for premium_yearly yet. Please try again later.');
    } finally {
      restore();
    }
  });
});

describe('webhook', () => {
  it('rejects a missing, wrong or re-serialised signature with 400 and changes nothing', async () => {
    const m = await t.member('wh-bad@example.com');
    await t.req('GET', '/api/stripe/customer', { token: m.token });
    const cus = await customerIdOf(m.id);
    const sub = { ...fakeSubscription('sub_forged', cus, 'pro_monthly', 'active'), metadata: { user_id: m.id } };
    const none = await t.req<Json>('POST', '/api/stripe/webhook', { raw: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated', data: { object: sub } }) });
    expect(none.status).toBe(400);
    expect((await sendEvent('customer.subscription.updated', sub, { secret: 'whsec_wrong' })).status).toBe(400);
    // The signature covers the raw bytes: the same event re-serialised (compact JSON) no longer verifies.
    const reserialised = await sendEvent('customer.subscription.updated', sub, { body: (p) => JSON.stringify(JSON.parse(p)) });
    expect(reserialised.status).toBe(400);
    expect(reserialised.body.error).toBe('Invalid Stripe-Signature');
    expect((await t.req('GET', '/api/subscription/current', { token: m.token })).body).toBeNull();
  });

  it('accepts events above the general 100 KB body limit (up to 1 MB)', async () => {
    const big = await sendEvent('invoice.upcoming', { id: 'in_upcoming', object: 'invoice', description: 'x'.repeat(200 * 1024) });
    expect(big.status).toBe(200);
    expect(big.body.handled).toBe(false);
    const tooBig = await sendEvent('invoice.upcoming', { id: 'in_upcoming', object: 'invoice', description: 'x'.repeat(1100 * 1024) });
    expect(tooBig.status).toBe(413);
  });

  it('applies subscription and invoice events to the local state, once per event id, ignoring older events', async () => {
    const m = await t.member('wh@example.com');
    const c = await t.req<CreateSubscriptionResponse>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' } });
    const subId = c.body.subscription.subscription_id;
    const stripeSub = fake.subscriptions.get(subId) as Record<string, unknown>;
    const now = Math.floor(t.clock.ms / 1000);

    // Renewal failed: the provider marks the subscription past due and the invoice open.
    const failed = fake.invoiceFor(stripeSub, 999, 'open');
    const r1 = await sendEvent('invoice.payment_failed', failed, { created: now + 10 });
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual({ received: true, type: 'invoice.payment_failed', handled: true });
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.status).toBe('past_due');
    expect((await t.db.query<{ status: string }>('SELECT status FROM invoices WHERE id = $1', [failed.id]))[0]?.status).toBe('open');

    const r2 = await sendEvent('invoice.paid', { ...failed, status: 'paid', amount_paid: 999 }, { created: now + 20 });
    expect(r2.body.handled).toBe(true);
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.status).toBe('active');
    expect((await t.db.query<{ status: string; amount_paid: number }>('SELECT status, amount_paid FROM invoices WHERE id = $1', [failed.id]))[0]).toEqual({ status: 'paid', amount_paid: 999 });

    // Cancelled in the provider's dashboard at period end, then an older event arrives late: it is ignored.
    const updated = await sendEvent('customer.subscription.updated', { ...stripeSub, cancel_at_period_end: true }, { id: 'evt_sub_updated', created: now + 30 });
    expect(updated.body.handled).toBe(true);
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.cancel_at_period_end).toBe(true);
    await sendEvent('customer.subscription.updated', { ...stripeSub, cancel_at_period_end: false }, { created: now + 25 });
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.cancel_at_period_end).toBe(true);
    // A redelivery of an applied event is acknowledged without effect.
    const dup = await sendEvent('customer.subscription.updated', { ...stripeSub, cancel_at_period_end: false }, { id: 'evt_sub_updated', created: now + 40 });
    expect(dup.body).toEqual({ received: true, type: 'customer.subscription.updated', handled: false, duplicate: true });
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body.cancel_at_period_end).toBe(true);

    const deleted = await sendEvent('customer.subscription.deleted', { ...stripeSub, status: 'canceled', ended_at: now + 50 }, { created: now + 50 });
    expect(deleted.body.handled).toBe(true);
    expect((await t.req('GET', '/api/subscription/current', { token: m.token })).body).toBeNull();
    expect((await t.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE id = $1', [subId]))[0]?.status).toBe('cancelled');

    const other = await sendEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(other.body).toEqual({ received: true, type: 'charge.refunded', handled: false });
  });

  it('checkout.session.completed fetches the new subscription and links it to the user who checked out', async () => {
    const m = await t.member('wh-checkout@example.com');
    const cs = await t.req<CheckoutSession>('POST', '/api/stripe/checkout-session', { token: m.token, body: { price_id: 'pro_monthly', success_url: 'http://localhost:8080/payment/success', cancel_url: 'http://localhost:8080/payment-demo' } });
    const cus = await customerIdOf(m.id);
    // What the provider creates when the hosted page is paid.
    const sub = fakeSubscription('sub_from_checkout', cus, 'pro_monthly', 'active');
    fake.subscriptions.set(sub.id, sub);
    const mark = fake.mark();
    const r = await sendEvent('checkout.session.completed', { id: cs.body.id, object: 'checkout.session', mode: 'subscription', customer: cus, client_reference_id: m.id, subscription: sub.id, status: 'complete', metadata: {} });
    expect(r.body).toEqual({ received: true, type: 'checkout.session.completed', handled: true });
    expect(fake.since(mark).map((x) => `${x.method} ${x.path}`)).toEqual([`GET /v1/subscriptions/${sub.id}`]);
    expect((await t.req<Subscription>('GET', '/api/subscription/current', { token: m.token })).body).toMatchObject({ subscription_id: sub.id, plan_id: 'pro', price_id: 'pro_monthly', status: 'active' });
  });
});

describe('requests at once', () => {
  const subscribe = (token: string, pm: string | null) =>
    t.req('POST', '/api/subscription/create-subscription', { token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: pm } });

  it('ten create-subscription requests at once create one provider subscription (with a card, and as a trial)', async () => {
    for (const pm of ['pm_card_visa', null]) {
      const m = await t.member(`at-once-${pm ?? 'trial'}@example.com`);
      const mark = fake.mark();
      const rs = await Promise.all(Array.from({ length: 10 }, () => subscribe(m.token, pm)));
      expect(rs.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(fake.since(mark).filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions')).toHaveLength(1);
      expect(await t.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [m.id])).toHaveLength(1);
    }
  });

  it('a referred member\'s paid invoices earn commission once each, from the API answer or the webhook; a failed payment earns none', async () => {
    const aff = await t.affiliate('stripe-aff@example.com');
    const link = await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'Blog', commission_rate: 30, discount_rate: 0 } });
    const m = await t.member('stripe-referred@example.com');
    expect((await t.req('POST', '/api/affiliate/referrals', { token: m.token, body: { affiliate_id: link.body.affiliate_id, link_id: link.body.id, coupon_code: null } })).status).toBe(201);
    const earned = async () => (await t.req<Json>('GET', '/api/affiliate/profile/full', { token: aff.token })).body;

    // The first invoice ($9.99, paid when the subscription is created) comes with the provider's answer.
    const c = await t.req<CreateSubscriptionResponse>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' } });
    expect(c.status).toBe(201);
    expect(await earned()).toMatchObject({ total_conversions: 1, total_earnings: 3 });

    // A renewal is paid: the provider sends invoice.paid and invoice.payment_succeeded, some of them twice at once.
    const stripeSub = fake.subscriptions.get(c.body.subscription.subscription_id) as Record<string, unknown>;
    const renewal = fake.invoiceFor(stripeSub, 999, 'paid');
    const deliveries = await Promise.all([
      ...Array.from({ length: 3 }, () => sendEvent('invoice.paid', renewal, { id: 'evt_renewal_paid' })),
      ...Array.from({ length: 3 }, () => sendEvent('invoice.payment_succeeded', renewal, { id: 'evt_renewal_succeeded' })),
    ]);
    expect(deliveries.map((d) => d.status)).toEqual(Array(6).fill(200));
    expect(deliveries.filter((d) => d.body.handled === true)).toHaveLength(2);
    expect(deliveries.filter((d) => d.body.duplicate === true)).toHaveLength(4);
    expect(await earned()).toMatchObject({ total_conversions: 2, total_earnings: 6 });

    // A failed payment, then the client claiming a conversion with an amount of its own: nothing more.
    expect((await sendEvent('invoice.payment_failed', fake.invoiceFor(stripeSub, 999, 'open'))).status).toBe(200);
    expect((await t.req('POST', '/api/affiliate/track/conversion', { token: m.token, body: { referred_user_id: 'current', amount: 100_000 } })).status).toBe(200);
    expect(await earned()).toMatchObject({ total_conversions: 2, total_earnings: 6, points: 2 });
  });
});

function fakeSubscription(id: string, customer: string, offer: string, status: string) {
  const start = Math.floor(t.clock.ms / 1000);
  return {
    id, object: 'subscription', customer, status, cancel_at_period_end: false, cancel_at: null, created: start, start_date: start, trial_start: null, trial_end: null,
    default_payment_method: null, metadata: {} as Record<string, string>, latest_invoice: null,
    items: { object: 'list', has_more: false, data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: `price_${offer}`, object: 'price', lookup_key: offer }, current_period_start: start, current_period_end: start + 30 * 86_400 }] },
  };
}
