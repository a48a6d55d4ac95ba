// Checkout, the local card form and the billing summary (product §11).
import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { billingMessages, cardMessages, type CheckoutQuote } from '@pt/api';
import { useCheckout } from './useCheckout';
import { useLocalCard } from './useLocalCard';
import { useBillingSummary } from './useBillingSummary';
import { usePaymentForm } from './usePaymentForm';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const plans = [{ id: 'pro', name: 'pro', display_name: 'Pro', description: 'd', price_monthly: 19.99, price_yearly: 191.9, currency: 'usd', features: {} }];
const at = '2027-06-01T12:00:00.000Z';
const quote = (over: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  price_id: 'pro_yearly', plan_id: 'pro', plan_name: 'Pro', billing_cycle: 'yearly', currency: 'usd', list_price: 19190,
  discount: { rate: 10, amount: 1919, label: 'Partner link', source: 'link', code: null, ends_at: at }, total: 17271, period_end: at,
  next_charge: { amount: 19190, currency: 'usd', at }, trial: null, promotion_code: null, ...over,
});
const created = { subscription: { subscription_id: 's1', plan_id: 'pro', price_id: 'pro_yearly', billing_cycle: 'yearly', status: 'active' }, client_secret: null };

describe('useCheckout', () => {
  it('shows the server\'s quote, checks a code before applying it (keeping what was typed), pays exactly the total shown', async () => {
    const env = createTestEnv({
      'GET /api/subscription/plans': { body: plans },
      'GET /api/subscription/current': { body: null },
      'POST /api/subscription/quote': ({ body }) => {
        const code = (body as { promotion_code?: string | null }).promotion_code;
        if (!code) return { body: quote() };
        if (code === 'SPRING15') return { body: quote({ total: 16312, promotion_code: 'SPRING15', discount: { rate: 15, amount: 2878, label: 'SPRING15', source: 'coupon', code: 'SPRING15', ends_at: at } }) };
        return { status: 400, body: { error: billingMessages.promotionCodeInvalid, field: 'promotion_code' } };
      },
      'POST /api/subscription/create-subscription': { status: 201, body: created },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useCheckout('pro_yearly'), env);
    await waitFor(() => expect(result.current.view).toMatchObject({ total: '$172.71', payLabel: 'Pay $172.71', discount: { label: 'Partner link (10% off)', amount: '-$19.19' } }));
    expect(result.current.offer?.name).toBe('Pro');

    act(() => result.current.code.setValue(''));
    await act(async () => { expect(await result.current.code.apply()).toBe(false); });
    expect(result.current.code.error).toBe(billingMessages.promotionCodeRequired);
    act(() => result.current.code.setValue('NOPE'));
    await act(async () => { expect(await result.current.code.apply()).toBe(false); });
    expect(result.current.code).toMatchObject({ value: 'NOPE', applied: null, error: billingMessages.promotionCodeInvalid });
    expect(result.current.view?.total).toBe('$172.71');
    act(() => result.current.code.setValue('SPRING15'));
    expect(result.current.code.error).toBeNull();
    await act(async () => { expect(await result.current.code.apply()).toBe(true); });
    await waitFor(() => expect(result.current.view?.total).toBe('$163.12'));

    await act(async () => { await result.current.pay.mutateAsync('pm_local_1'); });
    expect(env.api.calls.find((c) => c.method === 'POST' && c.path === '/api/subscription/create-subscription')?.body).toEqual({
      plan_id: 'pro', billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: 'pm_local_1', promotion_code: 'SPRING15', expected_amount: 16312,
    });
  });

  it('a refused amount fetches the quote again and says so; the trial sends no card and expects nothing charged', async () => {
    const env = createTestEnv({
      'GET /api/subscription/plans': { body: plans },
      'GET /api/subscription/current': { body: null },
      'POST /api/subscription/quote': { body: quote() },
      'POST /api/subscription/create-subscription': { status: 409, body: { error: billingMessages.priceChanged } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useCheckout('pro_yearly'), env);
    await waitFor(() => expect(result.current.view).not.toBeNull());
    await act(async () => { await result.current.pay.mutateAsync('pm_1').catch(() => undefined); });
    expect(result.current.pay.errorMessage).toBe(billingMessages.priceChanged);
    expect(env.api.count('POST', '/api/subscription/quote')).toBe(2);
    env.api.route('POST /api/subscription/create-subscription', { status: 201, body: created });
    await act(async () => { await result.current.trial.mutateAsync(); });
    expect(env.api.calls.filter((c) => c.path === '/api/subscription/create-subscription').at(-1)?.body).toMatchObject({ payment_method_id: null, expected_amount: 0 });
  });
});

describe('useLocalCard', () => {
  const card = { id: 'pm_local_1', card: { brand: 'visa', last4: '3155', exp_month: 12, exp_year: 2030 }, requires_authentication: true };

  it('groups the number as typed, tells the brand, checks the fields and clears an error when its field is edited', async () => {
    const env = createTestEnv();
    env.signInAs({});
    const { result } = renderWithApi(() => useLocalCard(() => new Date('2026-06-01T00:00:00Z')), env);
    act(() => { result.current.setField('number', '424242424242424'); result.current.setField('expiry', '1'); result.current.setField('expiry', '12'); });
    expect(result.current.values).toMatchObject({ number: '4242 4242 4242 424', expiry: '12' });
    expect(result.current.brandLabel).toBe('Visa');
    act(() => { expect(result.current.validate()).toBe(false); });
    expect(result.current.fieldErrors).toEqual({ number: cardMessages.numberIncomplete, expiry: cardMessages.expiryInvalid, cvc: cardMessages.cvcRequired, name: cardMessages.nameRequired });
    act(() => result.current.setField('number', '4242424242424242'));
    expect(result.current.fieldErrors.number).toBeUndefined();
    expect(result.current.testCards[0]).toEqual({ number: '4242 4242 4242 4242', brand: 'Visa', description: 'Succeeds' });
  });

  it('saves a 3-D Secure card through the dialog: the member\'s answer is sent, cancelling charges nothing', async () => {
    const confirms: unknown[] = [];
    const env = createTestEnv({
      'POST /api/stripe/setup-intent': { body: { id: 'seti_1', client_secret: 'seti_1_secret_x' } },
      'POST /api/stripe/local/cards': { status: 201, body: card },
      'POST /api/stripe/local/confirm': ({ body }) => {
        confirms.push(body);
        const b = body as { authentication?: string };
        return { body: { id: 'seti_1', kind: 'setup', status: b.authentication ? 'succeeded' : 'requires_action', payment_method_id: 'pm_local_1' } };
      },
      'POST /api/stripe/payment-methods': { status: 201, body: { id: 'pm_local_1', type: 'card', card: card.card, is_default: true } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => {
      const local = useLocalCard(() => new Date('2026-06-01T00:00:00Z'));
      return { local, form: usePaymentForm({ kind: 'setup', confirmSetup: local.confirmSetup }) };
    }, env);
    act(() => {
      result.current.local.setField('number', '4000 0025 0000 3155');
      result.current.local.setField('expiry', '12/30');
      result.current.local.setField('cvc', '123');
      result.current.local.setField('name', 'Ada');
    });
    let outcome!: Promise<{ ok: boolean; message: string }>;
    act(() => { outcome = result.current.form.submit(); });
    await waitFor(() => expect(result.current.local.challenge).toEqual({ card: 'Visa ending in 3155' }));
    expect(env.api.calls.find((c) => c.path === '/api/stripe/local/cards')?.body).toEqual({ number: '4000002500003155', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Ada' });
    act(() => result.current.local.answerChallenge('approved'));
    expect(await outcome).toEqual({ ok: true, message: 'Payment method added successfully!' });
    expect(confirms).toEqual([{ client_secret: 'seti_1_secret_x', payment_method_id: 'pm_local_1' }, { client_secret: 'seti_1_secret_x', payment_method_id: 'pm_local_1', authentication: 'approved' }]);

    // A second card, this time the member closes the dialog.
    act(() => result.current.local.setField('cvc', '456'));
    act(() => { outcome = result.current.form.submit(); });
    await waitFor(() => expect(result.current.local.challenge).not.toBeNull());
    act(() => result.current.local.answerChallenge('cancelled'));
    expect(await outcome).toEqual({ ok: false, message: cardMessages.authenticationCancelled });
    expect(env.api.count('POST', '/api/stripe/payment-methods')).toBe(1);
  });

  it('a number the provider refuses is shown on the number field', async () => {
    const env = createTestEnv({
      'POST /api/stripe/setup-intent': { body: { id: 'seti_1', client_secret: 'seti_1_secret_x' } },
      'POST /api/stripe/local/cards': { status: 400, body: { error: cardMessages.notATestCard, field: 'number' } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => {
      const local = useLocalCard(() => new Date('2026-06-01T00:00:00Z'));
      return { local, form: usePaymentForm({ kind: 'setup', confirmSetup: local.confirmSetup }) };
    }, env);
    act(() => { for (const [f, v] of [['number', '4111111111111111'], ['expiry', '12/30'], ['cvc', '123'], ['name', 'A']] as const) result.current.local.setField(f, v); });
    let outcome!: { ok: boolean; message: string };
    await act(async () => { outcome = await result.current.form.submit(); });
    expect(outcome).toEqual({ ok: false, message: cardMessages.notATestCard });
    expect(result.current.local.fieldErrors).toEqual({ number: cardMessages.notATestCard });
  });
});

describe('useBillingSummary', () => {
  it('reads the real subscription, its plan and the default card', async () => {
    const env = createTestEnv({
      'GET /api/subscription/plans': { body: plans },
      'GET /api/subscription/current': { body: { ...created.subscription, current_period_end: at, cancel_at_period_end: false, trial_end: null, created_at: at, next_charge: { amount: 19190, currency: 'usd', at }, discount: null } },
      'GET /api/stripe/payment-methods': { body: [{ id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }, is_default: true }] },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useBillingSummary(), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.summary).toMatchObject({ planName: 'Pro', cycle: 'Yearly', status: { label: 'Active' }, card: 'Visa ending in 4242, expires 12/2030', autoRenew: true });
    expect(result.current.summary?.nextCharge).toMatch(/^\$191\.90 on [A-Z][a-z]{2} \d{2}, 2027$/);
  });

  it('no subscription and no card', async () => {
    const env = createTestEnv({ 'GET /api/subscription/plans': { body: plans }, 'GET /api/subscription/current': { body: null }, 'GET /api/stripe/payment-methods': { body: [] } });
    env.signInAs({});
    const { result } = renderWithApi(() => useBillingSummary(), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.summary).toMatchObject({ planName: 'Free', card: billingMessages.noCardOnFile, nextCharge: null });
  });
});
