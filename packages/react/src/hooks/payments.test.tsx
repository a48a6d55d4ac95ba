import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { messages, type PlanOffer } from '@pt/api';
import type { Stripe } from '@stripe/stripe-js';
import { usePlans } from './usePlans';
import { useSubscribe } from './useSubscribe';
import { useCurrentSubscription } from './useCurrentSubscription';
import { useCancelSubscription } from './useCancelSubscription';
import { useChangePlan } from './useChangePlan';
import { usePaymentMethods } from './usePaymentMethods';
import { useInvoices } from './useInvoices';
import { useDownloadInvoice } from './useDownloadInvoice';
import { useCardProvider } from './useCardProvider';
import { usePaymentForm } from './usePaymentForm';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const plans = [
  { id: 'premium', name: 'premium', display_name: 'Premium', description: 'd', price_monthly: 9.99, price_yearly: 95.9, currency: 'usd', features: '{"chartgpt":true}' },
  { id: 'pro', name: 'pro', display_name: 'Pro', description: 'd', price_monthly: 19.99, price_yearly: 191.9, currency: 'usd', features: { api_access: true } },
];
const sub = { subscription_id: 's1', plan_id: 'premium', price_id: 'premium_monthly', billing_cycle: 'monthly', status: 'active', current_period_end: 1736000000, cancel_at_period_end: false };
const offer = (id: string, price: number): PlanOffer => ({ id: `${id}_monthly`, plan_id: id, name: id, description: '', price, currency: 'usd', billing_cycle: 'monthly', features: [], icon: 'default' });

describe('usePlans', () => {
  it('normalises offers by cycle (monthly default) and marks the current plan', async () => {
    const env = createTestEnv({ 'GET /api/subscription/plans': { body: plans }, 'GET /api/subscription/current': { body: { subscription: sub } } });
    env.signInAs({});
    const { result } = renderWithApi(() => usePlans(), env);
    await waitFor(() => expect(result.current.offers).toHaveLength(2));
    expect(result.current.cycle).toBe('monthly');
    expect(result.current.offers[0]).toMatchObject({ id: 'premium_monthly', price: 9.99, features: ['chartgpt'] });
    await waitFor(() => expect(result.current.currentOfferId).toBe('premium_monthly'));
    expect(result.current.buttonFor(result.current.offers[0]!)).toMatchObject({ label: messages.currentPlan, disabled: true });
    expect(result.current.buttonFor(result.current.offers[1]!, 'pro_monthly')).toMatchObject({ label: messages.processing, disabled: true });
    act(() => result.current.toggleCycle());
    expect(result.current.offers.map((o) => o.billing_cycle)).toEqual(['yearly', 'yearly']);
  });

  it('opens on the member\'s own cycle, with their plan marked, until they toggle', async () => {
    const yearly = { ...sub, plan_id: 'pro', price_id: 'pro_yearly', billing_cycle: 'yearly' };
    const env = createTestEnv({ 'GET /api/subscription/plans': { body: plans }, 'GET /api/subscription/current': { body: { subscription: yearly } } });
    env.signInAs({});
    const { result } = renderWithApi(() => usePlans(), env);
    await waitFor(() => expect(result.current.cycle).toBe('yearly'));
    expect(result.current.offers.map((o) => o.id)).toEqual(['premium_yearly', 'pro_yearly']);
    expect(result.current.buttonFor(result.current.offers[1]!)).toMatchObject({ label: messages.currentPlan, isCurrent: true });
    act(() => result.current.setCycle('monthly'));
    expect(result.current.offers.map((o) => o.id)).toEqual(['premium_monthly', 'pro_monthly']);
  });

  it('reports the load failure', async () => {
    const env = createTestEnv({ 'GET /api/subscription/plans': { status: 400, body: {} } });
    const { result } = renderWithApi(() => usePlans(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: messages.loadPlansFailed, error: { status: 400 } }));
  });
});

describe('useSubscribe', () => {
  it('requires sign-in', async () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useSubscribe(), env);
    await act(async () => { result.current.mutate({ offer: offer('pro', 19.99) }); });
    expect(result.current).toMatchObject({ status: 'error', errorTitle: messages.errorTitle, errorMessage: messages.signInToSubscribe });
    expect(env.api.calls).toHaveLength(0);
  });

  it('processes per plan, sends a double call once, says Subscription Created and refreshes after 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let release: () => void = () => undefined;
      const env = createTestEnv({
        'POST /api/subscription/create-subscription': () => new Promise((r) => { release = () => r({ body: { subscription: sub, client_secret: null } }); }),
        'GET /api/subscription/current': { body: { subscription: sub } },
      });
      env.signInAs({});
      const { result } = renderWithApi(() => ({ s: useSubscribe(), cur: useCurrentSubscription() }), env);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const reads = env.api.count('GET', '/api/subscription/current');
      const pro = offer('pro', 19.99);
      let first!: Promise<unknown>;
      let second!: Promise<unknown>;
      act(() => { first = result.current.s.mutateAsync({ offer: pro, paymentMethodId: 'pm_1' }); });
      expect(result.current.s.processingId).toBe('pro_monthly');
      act(() => { second = result.current.s.mutateAsync({ offer: pro }); });
      await act(async () => { release(); await first; });
      expect(await second).toBe(await first);
      expect(env.api.count('POST', '/api/subscription/create-subscription')).toBe(1);
      expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ plan_id: 'pro', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_1' });
      expect(result.current.s).toMatchObject({ status: 'success', successMessage: messages.subscriptionCreated, variables: { offer: pro } });
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(env.api.count('GET', '/api/subscription/current')).toBe(reads);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(env.api.count('GET', '/api/subscription/current')).toBe(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server error or the fallback', async () => {
    const env = createTestEnv({ 'POST /api/subscription/create-subscription': { body: { error: 'Card declined' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useSubscribe(), env);
    await act(async () => { result.current.mutate({ offer: offer('pro', 1) }); });
    expect(result.current).toMatchObject({ status: 'error', errorTitle: 'Error', errorMessage: 'Card declined' });
  });
});

describe('current subscription, cancel and plan change', () => {
  it('shows the view and cancels with the messages', async () => {
    const env = createTestEnv({
      'GET /api/subscription/current': { body: { subscription: sub } },
      'POST /api/subscription/cancel-subscription-simple': { status: 400, body: { detail: 'Nothing to cancel' } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => ({ cur: useCurrentSubscription(), cancel: useCancelSubscription() }), env);
    await waitFor(() => expect(result.current.cur.view).toMatchObject({ statusLabel: 'Active', canCancel: true }));
    await act(async () => { result.current.cancel.mutate(); });
    expect(result.current.cancel.errorMessage).toBe('Nothing to cancel');
    env.api.route('POST /api/subscription/cancel-subscription-simple', { body: { subscription: { ...sub, cancel_at_period_end: true } } });
    env.api.route('GET /api/subscription/current', { body: { subscription: { ...sub, cancel_at_period_end: true } } });
    await act(async () => { await result.current.cancel.mutateAsync(); });
    expect(result.current.cancel.successMessage).toBe(messages.subscriptionCancelled);
    await waitFor(() => expect(result.current.cur.view).toMatchObject({ canCancel: false, periodEndLabel: messages.endsOn }));
  });

  it('shows the load failure message', async () => {
    const env = createTestEnv({ 'GET /api/subscription/current': { status: 403, body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => useCurrentSubscription(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: messages.loadSubscriptionFailed }));
  });

  it('previews the change from the server, compares like with like, confirms the amount shown', async () => {
    const preview = {
      price_id: 'pro_yearly', plan_name: 'Pro', billing_cycle: 'yearly', currency: 'usd', effective: 'now', list_price: 19190, discount_amount: 0,
      credit: 466, charged_today: 18724, period_end: '2027-06-01T12:00:00.000Z', next_charge: { amount: 19190, currency: 'usd', at: '2027-06-01T12:00:00.000Z' },
    };
    const env = createTestEnv({
      'GET /api/subscription/change-preview?new_price_id=pro_yearly': { body: preview },
      'PUT /api/subscription/update': { status: 409, body: { detail: 'The amount due has changed. Please review it and confirm again.' } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useChangePlan(), env);
    const proYearly: PlanOffer = { ...offer('pro', 191.9), id: 'pro_yearly', billing_cycle: 'yearly' };
    act(() => result.current.select(proYearly, offer('premium', 9.99)));
    // Before the server answers: both prices per year, nothing to confirm yet.
    expect(result.current.preview).toMatchObject({ status: 'loading', view: { currentPrice: '$119.88 / year ($9.99 / month)', newPrice: '$191.90 / year', difference: '+$72.02 / year', chargedToday: null } });
    expect(await result.current.confirm()).toBeUndefined();
    expect(env.api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() => expect(result.current.preview).toMatchObject({ status: 'ready', view: { chargedToday: '$187.24', credit: '-$4.66' } }));
    // The amount moved at the server: refused, the preview is asked again, the confirmation stays open.
    await act(async () => { await expect(result.current.confirm()).rejects.toMatchObject({ status: 409 }); });
    expect(env.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ new_price_id: 'pro_yearly', expected_amount: 18724 });
    expect(env.api.count('GET', '/api/subscription/change-preview?new_price_id=pro_yearly')).toBe(2);
    expect(result.current.errorMessage).toBe('The amount due has changed. Please review it and confirm again.');
    expect(result.current.preview).not.toBeNull();
    env.api.route('PUT /api/subscription/update', { body: { subscription: sub } });
    await act(async () => { await result.current.confirm(); });
    expect(result.current).toMatchObject({ status: 'success', successMessage: messages.planUpdated, preview: null });
  });

  it('a preview the server refuses says why', async () => {
    const env = createTestEnv({ 'GET /api/subscription/change-preview?new_price_id=premium_monthly': { status: 400, body: { error: 'That is your current plan.' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useChangePlan(), env);
    act(() => result.current.select(offer('premium', 9.99), offer('premium', 9.99)));
    await waitFor(() => expect(result.current.preview).toMatchObject({ status: 'error', errorMessage: 'That is your current plan.' }));
  });
});

describe('usePaymentMethods / useInvoices', () => {
  it('lists, removes with messages', async () => {
    const env = createTestEnv({
      'GET /api/stripe/payment-methods': { body: [{ id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } }] },
      'DELETE /api/stripe/payment-methods/pm_1': { status: 400, body: { detail: 'Card in use' } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => usePaymentMethods(), env);
    await waitFor(() => expect(result.current.methods).toHaveLength(1));
    await act(async () => { result.current.remove.mutate('pm_1'); });
    expect(result.current.remove).toMatchObject({ status: 'error', variables: 'pm_1', errorMessage: 'Card in use' });
    env.api.route('DELETE /api/stripe/payment-methods/pm_1', { status: 204 });
    env.api.route('GET /api/stripe/payment-methods', { body: [] });
    await act(async () => { await result.current.remove.mutateAsync('pm_1'); });
    expect(result.current.remove).toMatchObject({ status: 'success', successMessage: messages.paymentMethodRemoved });
    expect(result.current.methods).toEqual([]);
  });

  it('reports a failed payment-method load', async () => {
    const env = createTestEnv({ 'GET /api/stripe/payment-methods': { status: 400, body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => usePaymentMethods(), env);
    await waitFor(() => expect(result.current.message).toBe(messages.loadPaymentMethodsFailed));
  });

  it('formats invoices and reports a failed load', async () => {
    const env = createTestEnv({
      'GET /api/stripe/invoices?limit=10': { body: [{ invoice_id: 'in_1234567890AB', created: 1736000000, amount_paid: 999, amount_due: 999, currency: 'usd', status: 'paid' }] },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useInvoices(10), env);
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(result.current.rows[0]).toMatchObject({ number: '567890AB', amount: '$9.99' });
    env.api.route('GET /api/stripe/invoices?limit=10', { status: 400, body: {} });
    await act(async () => { await result.current.refresh(); });
    expect(result.current.message).toBe(messages.loadBillingFailed);
  });

  it('downloads an invoice PDF through the SDK and saves it as invoice-{number}.pdf', async () => {
    const save = vi.fn();
    const env = createTestEnv({ 'GET /api/stripe/invoices/in_1234567890AB/pdf': { text: '%PDF-1.4' } });
    env.signInAs({});
    const { result } = renderWithApi(() => useDownloadInvoice({ save }), env);
    await act(async () => { await result.current.mutateAsync('in_1234567890AB'); });
    expect(env.api.calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-u1' });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'invoice-567890AB.pdf' }));
    expect(await (save.mock.calls[0]![0] as { blob: Blob }).blob.text()).toBe('%PDF-1.4');
    expect(result.current).toMatchObject({ status: 'success', successMessage: messages.downloadStarted, data: { number: '567890AB' } });
    await act(async () => { result.current.mutate('missing'); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: messages.downloadInvoiceFailed, error: { status: 404 } });
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('useCardProvider', () => {
  it('reports a missing key without loading anything', () => {
    const loader = vi.fn();
    const { result } = renderWithApi(() => useCardProvider('', { loader }), createTestEnv());
    expect(result.current).toEqual({ status: 'error', message: messages.stripeNotConfigured });
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads on mount and turns a load failure into an error, not a spinner', async () => {
    const stripe = { elements: vi.fn() } as unknown as Stripe;
    const ok = vi.fn(async () => stripe);
    const r = renderWithApi(() => useCardProvider('pk_test_1', { loader: ok }), createTestEnv());
    expect(r.result.current.status).toBe('loading');
    await waitFor(() => expect(r.result.current).toEqual({ status: 'ready', stripe }));
    const failing = vi.fn(async () => { throw new Error('Failed to load Stripe.js'); });
    const f = renderWithApi(() => useCardProvider('pk_test_2', { loader: failing }), createTestEnv());
    await waitFor(() => expect(f.result.current).toEqual({ status: 'error', message: 'Failed to load Stripe.js' }));
  });
});

describe('usePaymentForm', () => {
  it('setup: idle -> pending -> success, a double submit sends once, the card list is fetched again', async () => {
    const env = createTestEnv({
      'POST /api/stripe/setup-intent': { body: { id: 'si', client_secret: 'sec' } },
      'POST /api/stripe/payment-methods': { body: { id: 'pm_9' } },
      'GET /api/stripe/payment-methods': { body: [] },
    });
    env.signInAs({});
    const confirmSetup = vi.fn(async () => ({ paymentMethodId: 'pm_9' }));
    const { result } = renderWithApi(() => ({ form: usePaymentForm({ kind: 'setup', confirmSetup }), cards: usePaymentMethods() }), env);
    await waitFor(() => expect(result.current.cards.status).toBe('success'));
    expect(result.current.form.status).toBe('idle');
    await act(async () => { await Promise.all([result.current.form.submit(), result.current.form.submit()]); });
    expect(env.api.count('POST', '/api/stripe/setup-intent')).toBe(1);
    expect(confirmSetup).toHaveBeenCalledWith('sec');
    expect(env.api.calls.find((c) => c.method === 'POST' && c.path === '/api/stripe/payment-methods')?.body).toEqual({ payment_method_id: 'pm_9' });
    expect(result.current.form).toMatchObject({ status: 'success', successMessage: messages.paymentMethodAdded });
    await waitFor(() => expect(env.api.count('GET', '/api/stripe/payment-methods')).toBe(2));
  });

  it('payment: amount required, the card token, a declined card, a failed intent, a confirmation when needed', async () => {
    const env = createTestEnv({ 'POST /api/stripe/payment-intent': { status: 500, body: {} } });
    env.signInAs({});
    const createPaymentMethod = vi.fn(async () => ({ paymentMethodId: 'pm_card' }));
    const confirmPayment = vi.fn(async () => ({}));
    const steps = { createPaymentMethod, confirmPayment };
    const none = renderWithApi(() => usePaymentForm({ kind: 'payment', amount: null, ...steps }), env);
    await act(async () => { await none.result.current.submit(); });
    expect(none.result.current).toMatchObject({ status: 'error', errorMessage: messages.amountRequired, form: { fieldErrors: { amount: messages.amountRequired } } });
    expect(createPaymentMethod).not.toHaveBeenCalled();

    const { result } = renderWithApi(() => usePaymentForm({ kind: 'payment', amount: 999, currency: 'usd', ...steps }), env);
    createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } } as never);
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: 'Your card number is incomplete.' });
    expect(env.api.count('POST', '/api/stripe/payment-intent')).toBe(0);

    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: messages.paymentIntentFailed });
    const intent = env.api.calls.find((c) => c.path === '/api/stripe/payment-intent');
    expect(intent?.body).toEqual({ amount: 999, currency: 'usd', payment_method_id: 'pm_card' });
    expect(intent?.headers['Idempotency-Key']).toBeTruthy();

    env.api.route('POST /api/stripe/payment-intent', { status: 402, body: { detail: 'Your card was declined.' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: 'Your card was declined.' });

    env.api.route('POST /api/stripe/payment-intent', { body: { id: 'pi', client_secret: 'ps', status: 'succeeded' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'success', successMessage: messages.paymentSuccessful });
    expect(confirmPayment).not.toHaveBeenCalled();

    env.api.route('POST /api/stripe/payment-intent', { body: { id: 'pi', client_secret: 'ps', status: 'requires_action' } });
    confirmPayment.mockResolvedValueOnce({ error: { message: 'Authentication failed.' } } as never);
    await act(async () => { await result.current.submit(); });
    expect(confirmPayment).toHaveBeenCalledWith('ps', 'pm_card');
    expect(result.current).toMatchObject({ status: 'error', errorMessage: 'Authentication failed.' });
    const keys = env.api.calls.filter((c) => c.path === '/api/stripe/payment-intent').map((c) => c.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reports a failed setup intent', async () => {
    const env = createTestEnv({ 'POST /api/stripe/setup-intent': { status: 500, body: {} } });
    const { result } = renderWithApi(() => usePaymentForm({ kind: 'setup', confirmSetup: vi.fn() }), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: messages.setupIntentFailed });
  });
});
