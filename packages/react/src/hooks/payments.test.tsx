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

  it('reports the load failure', async () => {
    const env = createTestEnv({ 'GET /api/subscription/plans': { status: 400, body: {} } });
    const { result } = renderWithApi(() => usePlans(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: messages.loadPlansFailed }));
  });
});

describe('useSubscribe', () => {
  it('requires sign-in', async () => {
    const { result } = renderWithApi(() => useSubscribe(), createTestEnv());
    await act(async () => { await result.current.subscribe(offer('pro', 19.99)); });
    expect(result.current).toMatchObject({ status: 'error', title: messages.errorTitle, message: messages.signInToSubscribe });
  });

  it('processes per plan, ignores a double call, toasts, refreshes after 1000 ms and calls onSuccess', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let release: () => void = () => undefined;
      const env = createTestEnv({
        'POST /api/subscription/create-subscription': () => new Promise((r) => { release = () => r({ body: { subscription: sub, client_secret: null } }); }),
        'GET /api/subscription/current': { body: { subscription: sub } },
      });
      env.signInAs({});
      const onSuccess = vi.fn();
      const { result } = renderWithApi(() => ({ s: useSubscribe({ onSuccess }), cur: useCurrentSubscription() }), env);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const reads = env.api.count('GET', '/api/subscription/current');
      const pro = offer('pro', 19.99);
      let first!: Promise<unknown>;
      act(() => { first = result.current.s.subscribe(pro, 'pm_1'); });
      expect(result.current.s.processingId).toBe('pro_monthly');
      await act(async () => { expect(await result.current.s.subscribe(pro)).toBeUndefined(); });
      await act(async () => { release(); await first; });
      expect(env.api.count('POST', '/api/subscription/create-subscription')).toBe(1);
      expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ plan_id: 'pro', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_1' });
      expect(result.current.s).toMatchObject({ status: 'success', title: messages.subscriptionCreated });
      expect(onSuccess).toHaveBeenCalledWith(pro, expect.anything());
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
    await act(async () => { await result.current.subscribe(offer('pro', 1)); });
    expect(result.current).toMatchObject({ status: 'error', title: 'Error', message: 'Card declined' });
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
    await act(async () => { await result.current.cancel.cancel(); });
    expect(result.current.cancel.error).toBe('Nothing to cancel');
    env.api.route('POST /api/subscription/cancel-subscription-simple', { body: { subscription: { ...sub, cancel_at_period_end: true } } });
    env.api.route('GET /api/subscription/current', { body: { subscription: { ...sub, cancel_at_period_end: true } } });
    await act(async () => { await result.current.cancel.cancel(); });
    expect(result.current.cancel.message).toBe(messages.subscriptionCancelled);
    await waitFor(() => expect(result.current.cur.view).toMatchObject({ canCancel: false, periodEndLabel: messages.endsOn }));
  });

  it('shows the load failure message', async () => {
    const env = createTestEnv({ 'GET /api/subscription/current': { status: 403, body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => useCurrentSubscription(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: messages.loadSubscriptionFailed }));
  });

  it('previews the price difference before confirming', async () => {
    const env = createTestEnv({ 'PUT /api/subscription/update': { status: 409, body: { detail: 'Already on this plan' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useChangePlan(), env);
    act(() => result.current.select(offer('pro', 19.99), offer('premium', 9.99)));
    expect(result.current.preview).toMatchObject({ difference: 10, differenceText: '+$10.00' });
    expect(env.api.calls).toHaveLength(0);
    await act(async () => { await result.current.confirm(); });
    expect(env.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ new_price_id: 'pro_monthly' });
    expect(result.current.error).toBe('Already on this plan');
    env.api.route('PUT /api/subscription/update', { body: { subscription: sub } });
    await act(async () => { await result.current.confirm(); });
    expect(result.current).toMatchObject({ status: 'success', message: messages.planUpdated, preview: null });
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
    await act(async () => { await result.current.remove('pm_1'); });
    expect(result.current.result).toEqual({ ok: false, message: 'Card in use' });
    env.api.route('DELETE /api/stripe/payment-methods/pm_1', { status: 204 });
    await act(async () => { await result.current.remove('pm_1'); });
    expect(result.current.result).toEqual({ ok: true, message: messages.paymentMethodRemoved });
  });

  it('reports a failed payment-method load', async () => {
    const env = createTestEnv({ 'GET /api/stripe/payment-methods': { status: 400, body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => usePaymentMethods(), env);
    await waitFor(() => expect(result.current.message).toBe(messages.loadPaymentMethodsFailed));
  });

  it('formats invoices and downloads', async () => {
    const open = vi.fn();
    const env = createTestEnv({
      'GET /api/stripe/invoices?limit=10': { body: [{ invoice_id: 'in_1234567890AB', created: 1736000000, amount_paid: 999, amount_due: 999, currency: 'usd', status: 'paid' }] },
      'GET /api/stripe/invoices/in_1234567890AB': { body: { invoice_id: 'in_1234567890AB', pdf_url: 'http://pdf' } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useInvoices(10, { open }), env);
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(result.current.rows[0]).toMatchObject({ number: '567890AB', amount: '$9.99' });
    await act(async () => { await result.current.download('in_1234567890AB'); });
    expect(open).toHaveBeenCalledWith('http://pdf');
    expect(result.current.downloadState?.message).toBe(messages.downloadStarted);
    await act(async () => { await result.current.download('missing'); });
    expect(result.current.downloadState?.message).toBe(messages.downloadInvoiceFailed);
    env.api.route('GET /api/stripe/invoices?limit=10', { status: 400, body: {} });
    await act(async () => { await result.current.refresh(); });
    expect(result.current.message).toBe(messages.loadBillingFailed);
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
  it('setup: idle -> processing -> success, a double submit sends once', async () => {
    const env = createTestEnv({
      'POST /api/stripe/setup-intent': { body: { id: 'si', client_secret: 'sec' } },
      'POST /api/stripe/payment-methods': { body: { id: 'pm_9' } },
    });
    env.signInAs({});
    const confirm = vi.fn(async () => ({ paymentMethodId: 'pm_9' }));
    const { result } = renderWithApi(() => usePaymentForm({ kind: 'setup' }, confirm), env);
    expect(result.current.status).toBe('idle');
    await act(async () => { await Promise.all([result.current.submit(), result.current.submit()]); });
    expect(env.api.count('POST', '/api/stripe/setup-intent')).toBe(1);
    expect(confirm).toHaveBeenCalledWith('sec');
    expect(env.api.calls.find((c) => c.path === '/api/stripe/payment-methods')?.body).toEqual({ payment_method_id: 'pm_9' });
    expect(result.current).toMatchObject({ status: 'success', message: messages.paymentMethodAdded });
  });

  it('payment: amount required, intent failure, provider error', async () => {
    const env = createTestEnv({ 'POST /api/stripe/payment-intent': { status: 500, body: {} } });
    env.signInAs({});
    const confirm = vi.fn(async () => ({ error: { message: 'Your card was declined.' } }));
    const none = renderWithApi(() => usePaymentForm({ kind: 'payment', amount: null }, confirm), env);
    await act(async () => { await none.result.current.submit(); });
    expect(none.result.current).toMatchObject({ status: 'error', message: messages.amountRequired });
    const { result } = renderWithApi(() => usePaymentForm({ kind: 'payment', amount: 999 }, confirm), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', message: messages.paymentIntentFailed });
    env.api.route('POST /api/stripe/payment-intent', { body: { id: 'pi', client_secret: 'ps' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', message: 'Your card was declined.' });
    confirm.mockResolvedValueOnce({} as never);
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'success', message: messages.paymentSuccessful });
  });

  it('reports a failed setup intent', async () => {
    const env = createTestEnv({ 'POST /api/stripe/setup-intent': { status: 500, body: {} } });
    const { result } = renderWithApi(() => usePaymentForm({ kind: 'setup' }, vi.fn()), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', message: messages.setupIntentFailed });
  });
});
