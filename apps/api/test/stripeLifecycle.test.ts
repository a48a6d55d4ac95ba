import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSubscriptionResponse, Customer, Invoice, PaymentMethod, Subscription } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { startFakeStripe, type FakeStripe } from './fakeStripe';

// Real-provider paths that stripe.test.ts leaves out: a customer deleted in the provider's dashboard, plan
// switches between the free plan and a paid one, an invoice without a PDF yet, and the price lookup's cache.
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

const customerRow = async (userId: string) =>
  (await t.db.query<{ customer_id: string }>('SELECT customer_id FROM stripe_customers WHERE user_id = $1', [userId]))[0]?.customer_id;
const subscribe = (token: string, planId: string, pm: string | null = null) =>
  t.req<CreateSubscriptionResponse>('POST', '/api/subscription/create-subscription', { token, body: { plan_id: planId, billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: pm } });

describe('customers', () => {
  it('a customer deleted in the provider\'s dashboard is replaced by a new one, created under a key naming the deleted one', async () => {
    const m = await t.member('deleted-cus@example.com', 'password-123', 'Del Eted');
    const first = await t.req<Customer>('GET', '/api/stripe/customer', { token: m.token });
    const stored = fake.customers.get(first.body.id);
    if (!stored) throw new Error('the fake has no such customer');
    stored.deleted = true;

    const mark = fake.mark();
    const again = await t.req<Customer>('GET', '/api/stripe/customer', { token: m.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: expect.stringMatching(/^cus_fake/), email: 'deleted-cus@example.com', name: 'Del Eted' });
    expect(again.body.id).not.toBe(first.body.id);
    const created = fake.since(mark).filter((c) => c.method === 'POST' && c.path === '/v1/customers');
    expect(created.map((c) => c.headers['idempotency-key'])).toEqual([`pt-customer-${m.id}-after-${first.body.id}`]);
    expect(await customerRow(m.id)).toBe(again.body.id);
  });
});

describe('plan switches between the free plan and a paid one', () => {
  it('free to paid needs a card and becomes a provider subscription on the default card; paid to free cancels at the period end', async () => {
    const m = await t.member('free-to-paid@example.com');
    const free = await subscribe(m.token, 'free');
    expect(free.body.subscription).toMatchObject({ plan_id: 'free', status: 'active' });

    const noCard = await t.req<Json>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'premium_monthly' } });
    expect(noCard.status).toBe(400);
    expect(noCard.body.error).toBe('Add a payment method before switching to a paid plan.');

    const card = await t.req<PaymentMethod>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'pm_card_visa' } });
    const mark = fake.mark();
    const paid = await t.req<Subscription>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'premium_monthly' } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ subscription_id: expect.stringMatching(/^sub_fake/), plan_id: 'premium', price_id: 'premium_monthly', status: 'active' });
    const create = fake.since(mark).filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    expect(create).toHaveLength(1);
    expect(create[0]?.form).toMatchObject({ default_payment_method: card.body.id, payment_behavior: 'error_if_incomplete', 'metadata[plan_id]': 'premium' });
    const local = await t.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE id = $1', [free.body.subscription.subscription_id]);
    expect(local).toEqual([{ status: 'cancelled' }]);

    const toFree = await t.req<Subscription>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'free_monthly' } });
    expect(toFree.body).toMatchObject({ subscription_id: paid.body.subscription_id, plan_id: 'premium', cancel_at_period_end: true });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${paid.body.subscription_id}`, form: { cancel_at_period_end: 'true' } });
  });
});

describe('invoices', () => {
  it('a draft reads as open with this server\'s PDF route, which answers 404 until the provider has a PDF', async () => {
    const m = await t.member('draft-invoice@example.com');
    const c = await subscribe(m.token, 'premium', 'pm_card_visa');
    const draft = fake.invoiceFor(fake.subscriptions.get(c.body.subscription.subscription_id) ?? {}, 999, 'draft');
    draft.invoice_pdf = null;

    const r = await t.req<Invoice>('GET', `/api/stripe/invoices/${String(draft.id)}`, { token: m.token });
    expect(r.body).toMatchObject({ invoice_id: draft.id, status: 'open', pdf_url: `http://localhost/api/stripe/invoices/${String(draft.id)}/pdf` });
    const pdf = await t.req<Json>('GET', `/api/stripe/invoices/${String(draft.id)}/pdf`, { token: m.token });
    expect(pdf.status).toBe(404);
    expect(pdf.body.error).toBe('This invoice has no PDF yet');
  });
});

describe('provider prices', () => {
  it('an offer\'s price is looked up once and reused for 5 minutes, then looked up again', async () => {
    const priceLookups = (mark: number) => fake.since(mark).filter((c) => c.path === '/v1/prices' && c.query['lookup_keys[0]'] === 'pro_monthly');
    const first = fake.mark();
    expect((await subscribe((await t.member('price-1@example.com')).token, 'pro')).status).toBe(201);
    expect(priceLookups(first)).toHaveLength(1);

    const second = fake.mark();
    t.clock.advance(4 * 60);
    expect((await subscribe((await t.member('price-2@example.com')).token, 'pro')).status).toBe(201);
    expect(priceLookups(second)).toHaveLength(0);

    const third = fake.mark();
    t.clock.advance(2 * 60);
    expect((await subscribe((await t.member('price-3@example.com')).token, 'pro')).status).toBe(201);
    expect(priceLookups(third)).toHaveLength(1);
  });
});
