import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

type Sub = { subscription_id: string; plan_id: string; price_id: string; status: string; cancel_at_period_end: boolean; trial_end: string | null; current_period_end: string };
type Inv = { invoice_id: string; amount_paid: number; amount_due: number; status: string; pdf_url: string; currency: string; created: number };

describe('plans', () => {
  it('free, premium and pro with yearly at 20% off; one plan sends features as a JSON string', async () => {
    const r = await t.req<{ id: string; price_monthly: number; price_yearly: number; currency: string; features: unknown; holdings_limit: number | null; trial_days: number }[]>('GET', '/api/subscription/plans');
    expect(r.status).toBe(200);
    expect(r.body.map((p) => [p.id, p.price_monthly, p.price_yearly])).toEqual([['free', 0, 0], ['premium', 9.99, 95.9], ['pro', 19.99, 191.9]]);
    expect(r.body[0]).toMatchObject({ holdings_limit: 5, currency: 'usd', trial_days: 14, features: { advanced_analytics: false, chartgpt: false, api_access: false } });
    expect(r.body[1]?.features).toEqual({ advanced_analytics: true, chartgpt: true, api_access: false, risk_metrics: false, custom_alerts: false, portfolio_sharing: false });
    expect(typeof r.body[2]?.features).toBe('string');
    expect(JSON.parse(String(r.body[2]?.features))).toEqual({ advanced_analytics: true, chartgpt: true, api_access: true, risk_metrics: true, custom_alerts: true, portfolio_sharing: true });
  });
});

describe('subscriptions', () => {
  it('trial without a card, update by offer id, cancel at period end, resume; one trial per user', async () => {
    const m = await t.member('sub@example.com');
    expect((await t.req('GET', '/api/subscription/current', { token: m.token })).body).toBeNull();
    const bad = await t.req<Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'weekly', payment_provider: 'stripe', payment_method_id: null } });
    expect(bad.body.error).toBe('billing_cycle must be one of: monthly, yearly');
    expect((await t.req('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'gold', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } })).status).toBe(404);

    const c = await t.req<{ subscription: Sub; client_secret: null }>('POST', '/api/subscription/create-subscription', {
      token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null },
    });
    expect(c.status).toBe(201);
    expect(c.body.subscription).toMatchObject({ plan_id: 'premium', price_id: 'premium_monthly', status: 'trialing', cancel_at_period_end: false });
    expect(Date.parse(c.body.subscription.trial_end ?? '') - t.clock.ms).toBe(14 * 86_400_000);
    const dup = await t.req<Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'pro', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } });
    expect(dup.status).toBe(409);

    const up = await t.req<Sub>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_yearly' } });
    expect(up.body).toMatchObject({ plan_id: 'pro', price_id: 'pro_yearly', status: 'trialing' });
    expect((await t.req<Json>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro' } })).body.error).toContain('offer id');

    const cancel = await t.req<Sub>('POST', '/api/subscription/cancel-subscription-simple', { token: m.token });
    expect(cancel.body.cancel_at_period_end).toBe(true);
    const resume = await t.req<Sub>('POST', '/api/subscription/resume', { token: m.token });
    expect(resume.body.cancel_at_period_end).toBe(false);
    await t.req('POST', '/api/subscription/cancel-subscription-simple', { token: m.token });

    t.clock.advance(15 * 86_400);
    m.token = await t.signIn('sub@example.com');
    expect((await t.req('GET', '/api/subscription/current', { token: m.token })).body).toBeNull();
    const all = await t.req<Sub[]>('GET', '/api/stripe/subscriptions', { token: m.token });
    expect(all.body[0]?.status).toBe('cancelled');
    const again = await t.req<Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } });
    expect(again.status).toBe(400);
    expect(again.body.error).toContain('free trial has already been used');
    expect((await t.req('POST', '/api/subscription/cancel-subscription-simple', { token: m.token })).status).toBe(404);
  });

  it('with a card: active, charged, invoiced with a PDF; declined cards answer 402', async () => {
    const m = await t.member('card@example.com');
    const declined = await t.req<Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'pro', billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa_chargeDeclined' } });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    const c = await t.req<{ subscription: Sub }>('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'pro', billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: 'pm_card_mastercard' } });
    expect(c.status).toBe(201);
    expect(c.body.subscription).toMatchObject({ status: 'active', price_id: 'pro_yearly', trial_end: null });
    const inv = await t.req<Inv[]>('GET', '/api/stripe/invoices?limit=5', { token: m.token });
    expect(inv.body).toHaveLength(1);
    expect(inv.body[0]).toMatchObject({ amount_paid: 19190, amount_due: 19190, status: 'paid', currency: 'usd' });
    const pdfPath = new URL(inv.body[0]?.pdf_url ?? '').pathname;
    expect(pdfPath).toBe(`/api/stripe/invoices/${inv.body[0]?.invoice_id}/pdf`);
    expect((await t.req('GET', pdfPath)).status).toBe(401);
    const other = await t.member('other@example.com');
    expect((await t.req('GET', pdfPath, { token: other.token })).status).toBe(404);
    const pdf = await t.app.request(pdfPath, { headers: { authorization: `Bearer ${m.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes).toContain('191.90 USD');
    const one = await t.req<Inv>('GET', `/api/stripe/invoices/${inv.body[0]?.invoice_id}`, { token: m.token });
    expect(one.body.invoice_id).toBe(inv.body[0]?.invoice_id);
    expect((await t.req<Json>('GET', '/api/stripe/invoices?limit=0', { token: m.token })).status).toBe(400);

    const pms = await t.req<{ id: string; card: Json; is_default: boolean }[]>('GET', '/api/stripe/payment-methods', { token: m.token });
    expect(pms.body.find((p) => p.id === 'pm_card_mastercard')?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });

    // Renewal after a year charges again.
    t.clock.advance(366 * 86_400);
    m.token = await t.signIn('card@example.com');
    const cur = await t.req<Sub>('GET', '/api/subscription/current', { token: m.token });
    expect(cur.body.status).toBe('active');
    expect((await t.req<Inv[]>('GET', '/api/stripe/invoices', { token: m.token })).body).toHaveLength(2);
    const usage = await t.req<Json>('GET', '/api/subscription/usage', { token: m.token });
    expect(usage.body).toEqual({ plan_id: 'pro', holdings_used: 0, holdings_limit: null, portfolios: 0, chartgpt_prompts_this_month: 0 });
  });
});

describe('card payments', () => {
  it('payment methods attach idempotently, first is default, delete promotes another', async () => {
    const m = await t.member('pm@example.com');
    const a = await t.req<Json>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'pm_card_visa' } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ id: 'pm_card_visa', type: 'card', is_default: true, card: { brand: 'visa', last4: '4242' } });
    await t.req('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'pm_card_visa' } });
    await t.req('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'pm_card_mastercard' } });
    expect((await t.req<unknown[]>('GET', '/api/stripe/payment-methods', { token: m.token })).body).toHaveLength(2);
    expect((await t.req<Json>('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: 'card_123' } })).status).toBe(400);
    expect((await t.req('DELETE', '/api/stripe/payment-methods/pm_card_visa', { token: m.token })).status).toBe(200);
    expect((await t.req('DELETE', '/api/stripe/payment-methods/pm_card_visa', { token: m.token })).status).toBe(404);
    const left = await t.req<{ id: string; is_default: boolean }[]>('GET', '/api/stripe/payment-methods', { token: m.token });
    expect(left.body).toEqual([expect.objectContaining({ id: 'pm_card_mastercard', is_default: true })]);
  });

  it('intents have client secrets and honour Idempotency-Key', async () => {
    const m = await t.member('intent@example.com');
    const s1 = await t.req<{ id: string; client_secret: string }>('POST', '/api/stripe/setup-intent', { token: m.token, headers: { 'idempotency-key': 'k1' } });
    const s2 = await t.req<{ id: string; client_secret: string }>('POST', '/api/stripe/setup-intent', { token: m.token, headers: { 'idempotency-key': 'k1' } });
    expect(s1.body.id).toMatch(/^seti_/);
    expect(s1.body.client_secret).toMatch(new RegExp(`^${s1.body.id}_secret_`));
    expect(s2.body).toEqual(s1.body);
    const s3 = await t.req<{ id: string }>('POST', '/api/stripe/setup-intent', { token: m.token });
    expect(s3.body.id).not.toBe(s1.body.id);

    const body = { amount: 2999, currency: 'usd', payment_method_id: 'pm_card_visa' };
    const p1 = await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body, headers: { 'idempotency-key': 'pay-1' } });
    const p2 = await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body, headers: { 'idempotency-key': 'pay-1' } });
    expect(p1.body).toMatchObject({ status: 'succeeded', amount: 2999, currency: 'usd' });
    expect(p2.body).toEqual(p1.body);
    expect((await t.req<Inv[]>('GET', '/api/stripe/invoices', { token: m.token })).body).toHaveLength(1);
    expect((await t.req('POST', '/api/stripe/payment-intent', { token: m.token, body: { ...body, amount: 5000 }, headers: { 'idempotency-key': 'pay-1' } })).status).toBe(409);
    const declined = await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: 1000, payment_method_id: 'pm_card_chargeDeclined' } });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    expect((await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body: {} })).body.error).toBe('amount is required');
    const noPm = await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: 1000 } });
    expect(noPm.body.status).toBe('requires_payment_method');
  });

  it('customer and checkout session', async () => {
    const m = await t.member('checkout@example.com', 'password-123', 'Check Out');
    const cu = await t.req<Json>('GET', '/api/stripe/customer', { token: m.token });
    expect(cu.body).toMatchObject({ email: 'checkout@example.com', name: 'Check Out' });
    expect(String(cu.body.id)).toMatch(/^cus_/);
    const evil = await t.req<Json>('POST', '/api/stripe/checkout-session', { token: m.token, body: { price_id: 'premium_monthly', success_url: 'https://evil.example/ok', cancel_url: 'http://localhost:8080/x' } });
    expect(evil.status).toBe(400);
    const cs = await t.req<Json>('POST', '/api/stripe/checkout-session', { token: m.token, body: { price_id: 'premium_monthly', success_url: 'http://localhost:8080/payment/success', cancel_url: 'http://localhost:8080/payment-demo' } });
    expect(cs.status).toBe(200);
    expect(String(cs.body.url)).toBe(`http://localhost:8080/payment/success?session_id=${String(cs.body.id)}`);
    expect((await t.req<Sub>('GET', '/api/subscription/current', { token: m.token })).body).toMatchObject({ plan_id: 'premium', status: 'active' });
  });

  it('refuses a bad field of a payment or plan request at that field, with its message (product §16.3)', async () => {
    const m = await t.member('fields@example.com', 'password-123', 'Field Checks');
    const refusal = async (method: string, path: string, body?: Json) => {
      const r = await t.req<Json>(method, path, { token: m.token, ...(body ? { body } : {}) });
      return { status: r.status, ...r.body };
    };
    const refused = (field: string, error: string) => ({ status: 400, field, error });
    const app = 'http://localhost:8080';
    expect(await refusal('POST', '/api/stripe/payment-intent', { amount: 1000, currency: 'dollars' })).toEqual(refused('currency', 'currency must be a three-letter ISO code'));
    expect(await refusal('POST', '/api/stripe/payment-intent', { amount: 1000, payment_method_id: 7 })).toEqual(refused('payment_method_id', 'payment_method_id must be a string'));
    expect(await refusal('GET', '/api/stripe/invoices?limit=101')).toEqual(refused('limit', 'limit must be a whole number from 1 to 100'));
    expect(await refusal('POST', '/api/stripe/local/confirm', { client_secret: 'x', payment_method_id: 'pm_local_x', authentication: 'maybe' }))
      .toEqual(refused('authentication', 'authentication must be approved or failed'));
    expect(await refusal('POST', '/api/stripe/checkout-session', { price_id: 'premium_monthly', success_url: 'ok', cancel_url: `${app}/x` }))
      .toEqual(refused('success_url', 'success_url must be an absolute URL'));
    expect(await refusal('POST', '/api/stripe/checkout-session', { price_id: 'premium_monthly', success_url: `${app}/ok`, cancel_url: 'https://evil.example/x' }))
      .toMatchObject({ status: 400, field: 'cancel_url', error: expect.stringContaining("cancel_url must be on the app's origin") });
    expect(await refusal('POST', '/api/stripe/checkout-session', { success_url: `${app}/ok`, cancel_url: `${app}/x` })).toEqual(refused('price_id', 'price_id is required'));
    expect(await refusal('POST', '/api/subscription/quote', { price_id: 'premium' })).toEqual(refused('price_id', 'price_id must be an offer id such as premium_monthly or pro_yearly'));
    expect(await refusal('GET', '/api/subscription/change-preview')).toEqual(refused('new_price_id', 'new_price_id is required'));
    expect(await refusal('PUT', '/api/subscription/update', { new_price_id: 'pro_weekly' })).toEqual(refused('new_price_id', 'new_price_id must be an offer id such as premium_monthly or pro_yearly'));
    expect(await refusal('PUT', '/api/subscription/update', { new_price_id: 'pro_monthly', expected_amount: -1 }))
      .toEqual(refused('expected_amount', 'expected_amount must be a whole number of minor units (cents)'));
    // Nothing was bought on the way.
    expect((await t.req<Inv[]>('GET', '/api/stripe/invoices', { token: m.token })).body).toEqual([]);
  });

  it('has no webhook without the real provider', async () => {
    const r = await t.req<Json>('POST', '/api/stripe/webhook', { raw: '{"id":"evt_1","type":"invoice.paid"}', headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Webhooks are not configured');
  });
});
