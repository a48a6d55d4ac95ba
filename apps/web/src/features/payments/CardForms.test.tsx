// The card forms with the card provider's hosted field (a publishable key, product §11.2): the adapter
// confirms the setup intent's secret with the provider and attaches the card it answers. The e2e build has
// no key, so this is where the provider's wiring is checked, with a fake of the provider's object.
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@pt/api';
import { createCalls, createMemoryCookies, createMemoryEvents, createMemoryStorage } from '@pt/api/internal';
import { ApiProvider } from '@pt/react';
// The SDK's test kit: one fake fetch for every package.
import { createFakeFetch } from '../../../../../packages/api/test/fakeFetch';

vi.mock('../../app/config', () => ({ config: { apiBaseUrl: 'http://api.test', appUrl: 'http://app.test', stripePublishableKey: 'pk_test_unit' } }));

/** A fake of the provider's object: the card element is a plain input; confirmCardSetup answers a card id. */
function fakeStripe(outcome: { error?: { message: string }; pm?: string }) {
  const element = { mount: vi.fn(), on: vi.fn(), off: vi.fn(), update: vi.fn(), destroy: vi.fn(), unmount: vi.fn(), clear: vi.fn(), focus: vi.fn(), blur: vi.fn() };
  const confirmCardSetup = vi.fn(async (secret: string) => (outcome.error ? { error: outcome.error } : { setupIntent: { id: secret.split('_secret_')[0], status: 'succeeded', payment_method: outcome.pm } }));
  const stripe = {
    elements: () => ({ create: () => element, getElement: () => element, update: vi.fn() }),
    createToken: vi.fn(), createPaymentMethod: vi.fn(), confirmCardPayment: vi.fn(), confirmCardSetup,
    registerAppInfo: vi.fn(), _registerWrapper: vi.fn(),
  } as unknown as Stripe;
  return { stripe, confirmCardSetup };
}

function api() {
  const { fetch, calls } = createFakeFetch({
    'POST /api/stripe/setup-intent': { body: { id: 'seti_1', client_secret: 'seti_1_secret_x' } },
    'POST /api/stripe/payment-methods': { status: 201, body: { id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 }, is_default: true } },
  });
  const local = createMemoryStorage();
  local.setItem('auth_token', 'token');
  local.setItem('user_data', JSON.stringify({ id: 'u1', email: 'ann@example.com', full_name: 'Ann', role: 'user', created_at: '2025-01-01T00:00:00Z' }));
  const client = createApiClient({
    baseUrl: 'http://api.test', fetch, storage: { local, session: createMemoryStorage() }, cookies: createMemoryCookies(), events: createMemoryEvents(), calls: createCalls,
  });
  return { client, calls };
}

const wrap = (client: ReturnType<typeof api>['client'], stripe: Stripe) => ({ children }: { children: ReactNode }) => (
  <MemoryRouter><ApiProvider client={client}><Elements stripe={stripe}>{children}</Elements></ApiProvider></MemoryRouter>
);

describe('AddCardForm with the card provider\'s field', () => {
  it('confirms the setup intent\'s secret with the provider, then attaches the card it answered', async () => {
    const { AddCardForm } = await import('./CardForms');
    const { useStripeCardEntry } = await import('./useStripeCardEntry');
    const { client, calls } = api();
    const { stripe, confirmCardSetup } = fakeStripe({ pm: 'pm_card_visa' });
    render(<AddCardForm useEntry={useStripeCardEntry} />, { wrapper: wrap(client, stripe) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/stripe/payment-methods')).toBe(true));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', expect.objectContaining({ payment_method: expect.objectContaining({ card: expect.anything() }) }), { handleActions: true });
    expect(calls.find((c) => c.path === '/api/stripe/payment-methods')?.body).toEqual({ payment_method_id: 'pm_card_visa' });
    expect(await screen.findByText('Payment method added successfully!')).toBeInTheDocument();
  }, 60_000); // the first import compiles the kit's styles

  it('shows the provider\'s refusal and attaches nothing', async () => {
    const { AddCardForm } = await import('./CardForms');
    const { useStripeCardEntry } = await import('./useStripeCardEntry');
    const { client, calls } = api();
    const { stripe } = fakeStripe({ error: { message: 'Your card was declined.' } });
    render(<AddCardForm useEntry={useStripeCardEntry} />, { wrapper: wrap(client, stripe) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(calls.some((c) => c.path === '/api/stripe/payment-methods')).toBe(false);
  }, 60_000);
});
