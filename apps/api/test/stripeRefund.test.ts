import { afterAll, beforeAll, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { CommissionPage } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { startFakeStripe, type FakeStripe } from './fakeStripe';

// Real-provider mode: a refund made in the provider's dashboard reaches the ledger through the
// charge.refunded webhook (the invoice is found through the provider's invoice payments).
const WHSEC = 'whsec_refund_secret';
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

async function sendEvent(type: string, object: unknown) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(t.clock.ms / 1000), livemode: false, type, data: { object } });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: Math.floor(t.clock.ms / 1000) });
  return t.req<Json>('POST', '/api/stripe/webhook', { raw: payload, headers: { 'stripe-signature': header } });
}

it('a charge refunded in full voids the commission of the invoice it paid, once; a partial refund changes nothing', async () => {
  const aff = await t.affiliate('refund-wh-aff@example.com');
  const link = await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'Blog', commission_rate: 30, discount_rate: 0 } });
  const m = await t.member('refund-wh-buyer@example.com');
  expect((await t.req('POST', '/api/affiliate/referrals', { token: m.token, body: { affiliate_id: link.body.affiliate_id, link_id: link.body.id, coupon_code: null } })).status).toBe(201);
  expect((await t.req('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' } })).status).toBe(201);
  const invoiceId = (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1', [m.id]))[0]!.id;
  const entries = async () => (await t.req<CommissionPage>('GET', '/api/affiliate/commissions', { token: aff.token })).body.items;
  expect((await entries()).map((e) => [e.status, e.invoice_id])).toEqual([['pending', invoiceId]]);

  const restore = fake.override('GET', /^\/v1\/invoice_payments$/, (call) => ({
    object: 'list', url: '/v1/invoice_payments', has_more: false,
    data: call.query['payment[payment_intent]'] === 'pi_refunded' ? [{ id: 'inpay_1', object: 'invoice_payment', invoice: invoiceId }] : [],
  }));
  try {
    const partial = await sendEvent('charge.refunded', { id: 'ch_1', object: 'charge', refunded: false, amount_refunded: 100, payment_intent: 'pi_refunded' });
    expect(partial.body).toMatchObject({ handled: false });
    expect((await entries())[0]?.status).toBe('pending');

    const full = await sendEvent('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, amount_refunded: 999, payment_intent: 'pi_refunded' });
    expect(full.body).toMatchObject({ handled: true });
    expect(fake.find('GET', '/v1/invoice_payments').at(-1)?.query).toMatchObject({ 'payment[type]': 'payment_intent', 'payment[payment_intent]': 'pi_refunded' });
    expect((await entries())[0]).toMatchObject({ status: 'voided', void_reason: 'The customer was refunded' });
    expect(await t.db.query('SELECT amount_refunded FROM invoices WHERE id = $1', [invoiceId])).toEqual([{ amount_refunded: 999 }]);

    const again = await sendEvent('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, amount_refunded: 999, payment_intent: 'pi_refunded' });
    expect(again.body).toMatchObject({ handled: false });
    const unknown = await sendEvent('charge.refunded', { id: 'ch_2', object: 'charge', refunded: true, amount_refunded: 500, payment_intent: 'pi_other' });
    expect(unknown.body).toMatchObject({ handled: false });
  } finally {
    restore();
  }
  // In this mode the admin's local refund action is refused: refunds are made with the provider.
  const admin = await t.admin();
  expect((await t.req('POST', `/api/admin/invoices/${invoiceId}/refund`, { token: admin.token, body: {} })).status).toBe(409);
});
