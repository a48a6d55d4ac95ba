// Billing that takes money and tells the truth (issue 28, product §11): the local card provider's cards,
// 3-D Secure, the referral's discount where money is taken, promotion codes, the plan change's proration,
// the next charge, and the invoice a company can file.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, billingPeriodEnd, cardMessages, type CheckoutQuote, type Invoice, type LocalCard, type PlanChangePreviewResponse, type Subscription } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => { t = await makeTestApp({}, { log: (line) => logs.push(line) }); });
afterAll(async () => { await t.close(); });

type Member = Awaited<ReturnType<TestApp['member']>>;
let seq = 0;
const email = (what: string) => `${what}-${++seq}@example.com`;
const DAY = 86_400;

/** The text shown by a PDF's content stream: every (string) Tj, unescaped, in page order. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const stream = /stream\n([\s\S]*?)\nendstream/.exec(raw)?.[1] ?? '';
  const text = stream.includes('Tj') ? stream : inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1')).join('\n');
}

async function pdfOf(m: Member, invoiceId: string): Promise<string> {
  const res = await t.app.request(`/api/stripe/invoices/${invoiceId}/pdf`, { headers: { authorization: `Bearer ${m.token}` } });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

const invoices = async (m: Member) => (await t.req<Invoice[]>('GET', '/api/stripe/invoices?limit=50', { token: m.token })).body;
const current = async (m: Member) => (await t.req<Subscription | null>('GET', '/api/subscription/current', { token: m.token })).body;

/** A card from the local provider's form, confirmed by a setup intent (3-D Secure approved when asked) and saved. */
async function saveCard(m: Member, number: string): Promise<string> {
  const card = await t.req<LocalCard>('POST', '/api/stripe/local/cards', { token: m.token, body: { number, exp_month: 12, exp_year: 2030, cvc: '123', name: 'Ada Lovelace' } });
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  const si = await t.req<{ client_secret: string }>('POST', '/api/stripe/setup-intent', { token: m.token });
  let confirm = await t.req<Json>('POST', '/api/stripe/local/confirm', { token: m.token, body: { client_secret: si.body.client_secret, payment_method_id: card.body.id } });
  if (confirm.body.status === 'requires_action') {
    confirm = await t.req<Json>('POST', '/api/stripe/local/confirm', { token: m.token, body: { client_secret: si.body.client_secret, payment_method_id: card.body.id, authentication: 'approved' } });
  }
  expect(confirm.body.status).toBe('succeeded');
  expect((await t.req('POST', '/api/stripe/payment-methods', { token: m.token, body: { payment_method_id: card.body.id } })).status).toBe(201);
  return card.body.id;
}

const subscribe = (m: Member, body: Record<string, unknown>) =>
  t.req<{ subscription: Subscription } & Json>('POST', '/api/subscription/create-subscription', { token: m.token, body: { payment_provider: 'stripe', ...body } });

/** An approved affiliate with a link of `discount` % and a coupon of `couponDiscount` %. */
async function affiliate(discount: number, couponDiscount = 15) {
  const a = await t.affiliate(email('affiliate'));
  const link = await t.req<{ id: string; affiliate_id: string }>('POST', '/api/affiliate/links', { token: a.token, body: { name: `Video ${seq}`, commission_rate: 30, discount_rate: discount } });
  const code = `SAVE${couponDiscount}X${seq}`;
  const coupon = await t.req<{ id: string }>('POST', '/api/affiliate/coupons', { token: a.token, body: { code, commission_rate: 20, discount_rate: couponDiscount } });
  expect(coupon.status).toBe(201);
  return { ...a, affiliateId: link.body.affiliate_id, linkId: link.body.id, code };
}

/** A member referred through the affiliate's link (as the web app posts it once they are signed in). */
async function referred(aff: Awaited<ReturnType<typeof affiliate>>) {
  const m = await t.member(email('visitor'));
  expect((await t.req('POST', '/api/affiliate/referrals', { token: m.token, body: { affiliate_id: aff.affiliateId, link_id: aff.linkId, coupon_code: null } })).status).toBe(201);
  return m;
}

describe('the local card provider (product §11.2)', () => {
  it('says which provider is in use', async () => {
    expect((await t.req('GET', '/api/stripe/provider')).body).toEqual({ provider: 'local', test_mode: true });
  });

  it('checks a card with the form\'s rules and takes only the test numbers', async () => {
    const m = await t.member(email('card'));
    const post = (body: Json) => t.req<Json>('POST', '/api/stripe/local/cards', { token: m.token, body });
    expect((await post({ number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' })).body).toEqual({ error: cardMessages.numberInvalid, field: 'number' });
    expect((await post({ number: '4242424242424242', exp_month: 1, exp_year: 2026, cvc: '123', name: 'A' })).body).toEqual({ error: cardMessages.expiryPast, field: 'expiry' });
    expect((await post({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '1', name: 'A' })).body).toEqual({ error: cardMessages.cvcIncomplete, field: 'cvc' });
    expect((await post({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: ' ' })).body).toEqual({ error: cardMessages.nameRequired, field: 'name' });
    // A real card's number (it passes the Luhn check) is not a test card.
    expect((await post({ number: '4111111111111111', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' })).body).toEqual({ error: cardMessages.notATestCard, field: 'number' });
    expect((await t.req('POST', '/api/stripe/local/cards', { body: { number: '4242424242424242' } })).status).toBe(401);
  });

  it('keeps brand, last four and expiry only; the number is in no log line and no table', async () => {
    const m = await t.member(email('privacy'));
    logs.length = 0;
    const number = '5555555555554444';
    const card = await t.req<LocalCard>('POST', '/api/stripe/local/cards', { token: m.token, body: { number, exp_month: 7, exp_year: 2031, cvc: '987', name: 'Grace Hopper' } });
    expect(card.body).toMatchObject({ card: { brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2031 }, requires_authentication: false });
    expect(card.body.id).toMatch(/^pm_local_/);
    // A rejected number is not logged either.
    await t.req('POST', '/api/stripe/local/cards', { token: m.token, body: { number: '4000056655665556', exp_month: 1, exp_year: 2020, cvc: '987', name: 'X' } });
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(line).not.toMatch(/5555555555554444|4000056655665556|987/);
    const stored = await t.db.query<{ row: string }>('SELECT row_to_json(c)::text AS row FROM local_cards c WHERE user_id = $1', [m.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.row).not.toContain(number);
    expect(stored[0]?.row).not.toContain('987');
    expect(JSON.parse(stored[0]?.row ?? '{}')).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2031, outcome: 'success' });
  });

  it('a card is the member\'s own: another member cannot save or pay with it', async () => {
    const owner = await t.member(email('owner'));
    const card = await t.req<LocalCard>('POST', '/api/stripe/local/cards', { token: owner.token, body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' } });
    const thief = await t.member(email('thief'));
    const attach = await t.req<Json>('POST', '/api/stripe/payment-methods', { token: thief.token, body: { payment_method_id: card.body.id } });
    expect(attach.status).toBe(400);
    expect((await subscribe(thief, { plan_id: 'pro', billing_cycle: 'monthly', payment_method_id: card.body.id })).status).toBe(400);
  });

  it('a declined card fails at setup; insufficient funds is saved, then refused when charged', async () => {
    const m = await t.member(email('declines'));
    const card = await t.req<LocalCard>('POST', '/api/stripe/local/cards', { token: m.token, body: { number: '4000000000000002', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' } });
    const si = await t.req<{ client_secret: string }>('POST', '/api/stripe/setup-intent', { token: m.token });
    const declined = await t.req<Json>('POST', '/api/stripe/local/confirm', { token: m.token, body: { client_secret: si.body.client_secret, payment_method_id: card.body.id } });
    expect(declined).toMatchObject({ status: 402, body: { error: cardMessages.declined } });

    const poor = await saveCard(m, '4000000000009995');
    const sub = await subscribe(m, { plan_id: 'pro', billing_cycle: 'monthly', payment_method_id: poor });
    expect(sub).toMatchObject({ status: 402, body: { error: cardMessages.insufficientFunds } });
    expect(await current(m)).toBeNull();
    expect(await invoices(m)).toEqual([]);
    const pay = await t.req<Json>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: 1000, payment_method_id: poor } });
    expect(pay).toMatchObject({ status: 402, body: { error: cardMessages.insufficientFunds } });
  });

  it('a 3-D Secure card asks for a confirmation: failed is refused, approved saves it and later charges need none', async () => {
    const m = await t.member(email('threeds'));
    const card = await t.req<LocalCard>('POST', '/api/stripe/local/cards', { token: m.token, body: { number: '4000002500003155', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' } });
    expect(card.body.requires_authentication).toBe(true);
    const si = await t.req<{ id: string; client_secret: string }>('POST', '/api/stripe/setup-intent', { token: m.token });
    const body = { client_secret: si.body.client_secret, payment_method_id: card.body.id };
    expect((await t.req('POST', '/api/stripe/local/confirm', { token: m.token, body })).body).toEqual({ id: si.body.id, kind: 'setup', status: 'requires_action', payment_method_id: card.body.id });
    expect((await t.req('POST', '/api/stripe/local/confirm', { token: m.token, body: { ...body, authentication: 'failed' } }))).toMatchObject({ status: 402, body: { error: cardMessages.authenticationFailed } });
    // Charged before it is confirmed (off session): refused as needing authentication.
    expect((await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: card.body.id }))).toMatchObject({ status: 402, body: { error: cardMessages.authenticationRequired } });
    expect((await t.req<Json>('POST', '/api/stripe/local/confirm', { token: m.token, body: { ...body, authentication: 'approved' } })).body.status).toBe('succeeded');
    // Confirming again changes nothing.
    expect((await t.req<Json>('POST', '/api/stripe/local/confirm', { token: m.token, body })).body.status).toBe('succeeded');
    expect((await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: card.body.id })).status).toBe(201);
  });

  it('a one-time payment with an unconfirmed 3-D Secure card waits for the confirmation, then charges once', async () => {
    const m = await t.member(email('pay3ds'));
    const card = await t.req<LocalCard>('POST', '/api/stripe/local/cards', { token: m.token, body: { number: '4000002500003155', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' } });
    const pi = await t.req<{ id: string; client_secret: string; status: string }>('POST', '/api/stripe/payment-intent', { token: m.token, body: { amount: 1250, payment_method_id: card.body.id } });
    expect(pi.body.status).toBe('requires_action');
    expect(await invoices(m)).toEqual([]);
    const done = await t.req<Json>('POST', '/api/stripe/local/confirm', { token: m.token, body: { client_secret: pi.body.client_secret, payment_method_id: card.body.id, authentication: 'approved' } });
    expect(done.body).toMatchObject({ kind: 'payment', status: 'succeeded' });
    await t.req('POST', '/api/stripe/local/confirm', { token: m.token, body: { client_secret: pi.body.client_secret, payment_method_id: card.body.id } });
    const list = await invoices(m);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount_paid: 1250, status: 'paid', description: 'One-time payment', payment_method: { brand: 'visa', last4: '3155' } });
  });
});

describe('the referral\'s discount where money is taken (product §11.3)', () => {
  it('Pro yearly through a 10% link: quoted, charged and invoiced $172.71; commission on $172.71; the renewal a year on is $191.90', async () => {
    const aff = await affiliate(10);
    const m = await referred(aff);
    const quote = await t.req<CheckoutQuote>('POST', '/api/subscription/quote', { token: m.token, body: { price_id: 'pro_yearly' } });
    expect(quote.body).toMatchObject({
      price_id: 'pro_yearly', plan_name: 'Pro', billing_cycle: 'yearly', list_price: 19190, total: 17271, promotion_code: null,
      discount: { rate: 10, amount: 1919, label: 'Partner link', source: 'link', code: null },
      next_charge: { amount: 19190 }, trial: { days: 14, first_charge: { amount: 17271 } },
    });
    const card = await saveCard(m, '4242424242424242');
    // The amount confirmed must be the amount due: another one charges nothing.
    const stale = await subscribe(m, { plan_id: 'pro', billing_cycle: 'yearly', payment_method_id: card, expected_amount: 19190 });
    expect(stale).toMatchObject({ status: 409, body: { error: billingMessages.priceChanged, amount_due: 17271 } });
    expect(await invoices(m)).toEqual([]);

    const sub = await subscribe(m, { plan_id: 'pro', billing_cycle: 'yearly', payment_method_id: card, expected_amount: quote.body.total });
    expect(sub.status).toBe(201);
    expect(sub.body.subscription).toMatchObject({ status: 'active', discount: { rate: 10, label: 'Partner link', source: 'link' }, next_charge: { amount: 19190, currency: 'usd' } });
    const [inv] = await invoices(m);
    expect(inv).toMatchObject({ amount_paid: 17271, subtotal: 19190, discount_amount: 1919, discount_label: 'Partner link (10% off)', tax_amount: 0, payment_method: { brand: 'visa', last4: '4242' } });
    expect(inv?.period_end).toBe((inv?.period_start ?? 0) + 365 * DAY);

    const conversion = (await t.db.query<{ amount: string; commission: string; rate: number }>('SELECT amount, commission, rate FROM conversions WHERE referred_user_id = $1', [m.id]))[0];
    expect(conversion).toMatchObject({ rate: 30 });
    expect(Number(conversion?.amount)).toBe(172.71);
    expect(Number(conversion?.commission)).toBe(51.81);

    const text = await pdfOf(m, inv?.invoice_id ?? '');
    for (const line of [
      'INVOICE', 'Portfolio Tracker Inc.', 'billing@portfoliotracker.local', 'Bill to', 'Test Member', m.email, (inv?.invoice_id ?? '').slice(-8),
      'Pro (yearly)', 'Subtotal', '$191.90', 'Discount: Partner link (10% off)', '-$19.19', 'Tax (0%)', '$0.00', 'Total', '$172.71 USD', 'Amount paid', 'Visa ending in 4242',
    ]) expect(text, line).toContain(line);

    t.clock.advance(366 * DAY);
    m.token = await t.signIn(m.email);
    const renewed = await invoices(m);
    expect(renewed.map((i) => [i.amount_paid, i.discount_amount])).toEqual([[19190, 0], [17271, 1919]]);
    expect((await current(m))?.discount).toBeNull();
  });

  it('a monthly plan is discounted for its first twelve charges, after a trial too', async () => {
    const aff = await affiliate(20, 10);
    const m = await referred(aff);
    await saveCard(m, '5555555555554444');
    const trial = await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: null, expected_amount: 0 });
    expect(trial.body.subscription).toMatchObject({ status: 'trialing', next_charge: { amount: 799 } });
    for (let month = 0; month < 14; month++) {
      t.clock.advance((month === 0 ? 14 : 31) * DAY);
      m.token = await t.signIn(m.email);
      await current(m);
    }
    const charged = (await invoices(m)).reverse().map((i) => i.amount_paid);
    expect(charged.slice(0, 12)).toEqual(Array(12).fill(799));
    expect(charged.slice(12).every((a) => a === 999)).toBe(true);
  });

  it('a link without a discount gives none; a member has one discount in all', async () => {
    const aff = await affiliate(0);
    const m = await referred(aff);
    expect((await t.req<CheckoutQuote>('POST', '/api/subscription/quote', { token: m.token, body: { price_id: 'premium_monthly' } })).body).toMatchObject({ discount: null, total: 999 });
  });
});

describe('promotion codes at checkout', () => {
  it('a member without a referral types a coupon: the quote and the charge take it off, and it becomes their referral', async () => {
    const aff = await affiliate(10, 15);
    const m = await t.member(email('coupon'));
    const q = (code: string) => t.req<CheckoutQuote & Json>('POST', '/api/subscription/quote', { token: m.token, body: { price_id: 'premium_yearly', promotion_code: code } });
    expect((await q('NOPE')).body).toEqual({ error: billingMessages.promotionCodeInvalid, field: 'promotion_code' });
    const ok = await q(aff.code.toLowerCase());
    expect(ok.body).toMatchObject({ list_price: 9590, total: 8151, promotion_code: aff.code, discount: { rate: 15, amount: 1439, label: aff.code, source: 'coupon', code: aff.code } });
    const card = await saveCard(m, '4242424242424242');
    const sub = await subscribe(m, { plan_id: 'premium', billing_cycle: 'yearly', payment_method_id: card, promotion_code: aff.code.toLowerCase(), expected_amount: 8151 });
    expect(sub.status).toBe(201);
    expect((await invoices(m))[0]).toMatchObject({ amount_paid: 8151, discount_label: `Coupon ${aff.code} (15% off)` });
    const ref = (await t.db.query<{ coupon_id: string | null; discount_rate: number }>('SELECT coupon_id, discount_rate FROM referrals WHERE referred_user_id = $1', [m.id]))[0];
    expect(ref?.discount_rate).toBe(15);
    const conversion = (await t.db.query<{ amount: string; rate: number }>('SELECT amount, rate FROM conversions WHERE referred_user_id = $1', [m.id]))[0];
    expect([Number(conversion?.amount), conversion?.rate]).toEqual([81.51, 20]);
    const coupon = (await t.db.query<{ uses: number }>('SELECT uses FROM coupons WHERE id = $1', [ref?.coupon_id]))[0];
    expect(coupon?.uses).toBe(1);
  });

  it('refuses the affiliate\'s own code, a second offer, and a code after the discount was had', async () => {
    const aff = await affiliate(10, 15);
    expect((await t.req<Json>('POST', '/api/subscription/quote', { token: aff.token, body: { price_id: 'pro_monthly', promotion_code: aff.code } })).body.error).toBe(billingMessages.promotionCodeOwn);
    const viaLink = await referred(aff);
    expect((await t.req<Json>('POST', '/api/subscription/quote', { token: viaLink.token, body: { price_id: 'pro_monthly', promotion_code: aff.code } })).body.error).toBe(billingMessages.promotionCodeCombined);
    const other = await affiliate(5, 25);
    const m = await t.member(email('twice'));
    const card = await saveCard(m, '4242424242424242');
    expect((await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: card, promotion_code: other.code })).status).toBe(201);
    await t.req('POST', '/api/subscription/cancel-subscription-simple', { token: m.token });
    t.clock.advance(32 * DAY);
    m.token = await t.signIn(m.email);
    const again = await t.req<Json>('POST', '/api/subscription/quote', { token: m.token, body: { price_id: 'premium_monthly', promotion_code: other.code } });
    expect(again.body.error).toBe(billingMessages.promotionCodeUsed);
    expect((await t.req<CheckoutQuote>('POST', '/api/subscription/quote', { token: m.token, body: { price_id: 'premium_monthly' } })).body.discount).toBeNull();
  });
});

describe('plan changes (product §11.5)', () => {
  const preview = (m: Member, id: string) => t.req<PlanChangePreviewResponse & Json>('GET', `/api/subscription/change-preview?new_price_id=${id}`, { token: m.token });

  it('an upgrade halfway through a month charges the new price less the unused days, as previewed', async () => {
    const m = await t.member(email('upgrade'));
    const card = await saveCard(m, '4242424242424242');
    const started = (await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: card })).body.subscription;
    t.clock.advance(15 * DAY + 3600);
    m.token = await t.signIn(m.email);
    // The days left (the one begun counts) of the month's days: 999 x 15/30 = 500 in a 30-day month.
    const days = Math.round((Date.parse(String(started.current_period_end)) - Date.parse(started.created_at)) / (DAY * 1000));
    const credit = Math.round((999 * (days - 15)) / days);
    const p = await preview(m, 'pro_yearly');
    expect(p.body).toMatchObject({ effective: 'now', list_price: 19190, discount_amount: 0, credit, charged_today: 19190 - credit, next_charge: { amount: 19190 } });
    expect((await preview(m, 'premium_monthly')).body.error).toBe(billingMessages.sameOffer);
    expect((await t.req('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_yearly', expected_amount: 19190 } })).status).toBe(409);
    const up = await t.req<Subscription>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'pro_yearly', expected_amount: p.body.charged_today } });
    expect(up.body).toMatchObject({ price_id: 'pro_yearly', status: 'active', current_period_end: p.body.period_end });
    const [inv] = await invoices(m);
    expect(inv).toMatchObject({ description: 'Pro (yearly)', subtotal: 19190, credit_amount: credit, amount_paid: 19190 - credit });
    expect(await pdfOf(m, inv?.invoice_id ?? '')).toContain('Credit for unused time on the previous plan');
  });

  it('a downgrade whose credit is more than the new price charges nothing and runs longer', async () => {
    const m = await t.member(email('downgrade'));
    const card = await saveCard(m, '4242424242424242');
    await subscribe(m, { plan_id: 'pro', billing_cycle: 'yearly', payment_method_id: card });
    const p = await preview(m, 'premium_monthly');
    expect(p.body).toMatchObject({ effective: 'now', credit: 19190, charged_today: 0 });
    const month = billingPeriodEnd(t.clock.now(), 'monthly').getTime() - t.clock.ms;
    expect((Date.parse(p.body.period_end) - t.clock.ms) / month).toBeCloseTo(19190 / 999, 3); // $191.90 buys 19.2 months of $9.99
    const down = await t.req<Subscription>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'premium_monthly', expected_amount: 0 } });
    expect(down.body.current_period_end).toBe(p.body.period_end);
    // Written at the same moment as the first one: found by what it is for.
    expect((await invoices(m)).find((i) => i.description === 'Premium (monthly)')).toMatchObject({ amount_paid: 0, credit_amount: 999 });
  });

  it('to the free plan: at the period end, nothing charged; a trial keeps running on the new plan', async () => {
    const m = await t.member(email('tofree'));
    const card = await saveCard(m, '4242424242424242');
    await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: card });
    const p = await preview(m, 'free_monthly');
    expect(p.body).toMatchObject({ effective: 'period_end', charged_today: 0, next_charge: null });
    const free = await t.req<Subscription>('PUT', '/api/subscription/update', { token: m.token, body: { new_price_id: 'free_monthly' } });
    expect(free.body).toMatchObject({ plan_id: 'premium', cancel_at_period_end: true, next_charge: null });

    const trial = await t.member(email('trialchange'));
    await subscribe(trial, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: null });
    const tp = await preview(trial, 'pro_monthly');
    expect(tp.body).toMatchObject({ effective: 'trial', charged_today: 0, next_charge: { amount: 1999 } });
  });
});

describe('paying an open invoice (product §11.6)', () => {
  it('a renewal the card refused is paid later with a new card: the invoice is paid, the subscription active again', async () => {
    const m = await t.member(email('overdue'));
    // The default card (the first saved) will be refused; the first month is paid with another, removed after.
    await saveCard(m, '4000000000009995');
    const good = await saveCard(m, '4242424242424242');
    expect((await subscribe(m, { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: good })).status).toBe(201);
    expect((await t.req('DELETE', `/api/stripe/payment-methods/${good}`, { token: m.token })).status).toBe(200);
    t.clock.advance(32 * DAY);
    m.token = await t.signIn(m.email);
    expect((await current(m))?.status).toBe('past_due');
    const open = (await invoices(m)).find((i) => i.status === 'open');
    expect(open).toMatchObject({ amount_due: 999, amount_paid: 0 });

    // The default card is the refused one: 402, nothing changes.
    const refused = await t.req<Json>('POST', `/api/stripe/invoices/${open?.invoice_id}/pay`, { token: m.token, body: {} });
    expect(refused).toMatchObject({ status: 402, body: { error: cardMessages.insufficientFunds } });
    const fresh = await saveCard(m, '5555555555554444');
    const paid = await t.req<Invoice>('POST', `/api/stripe/invoices/${open?.invoice_id}/pay`, { token: m.token, body: { payment_method_id: fresh } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', amount_paid: 999, payment_method: { brand: 'mastercard', last4: '4444' } });
    const after = await current(m);
    expect(after).toMatchObject({ status: 'active', current_period_start: new Date(t.clock.ms).toISOString(), next_charge: { amount: 999 } });
    expect((await t.req('POST', `/api/stripe/invoices/${open?.invoice_id}/pay`, { token: m.token, body: {} })).status).toBe(409);
    const other = await t.member(email('stranger'));
    expect((await t.req('POST', `/api/stripe/invoices/${open?.invoice_id}/pay`, { token: other.token, body: {} })).status).toBe(404);
  });
});
