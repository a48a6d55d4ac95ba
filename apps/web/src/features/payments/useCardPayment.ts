// A one-time card payment (spec 4 "Payment-method form", spec 7, spec 8). The card goes to the
// provider, which returns a payment method id; the server creates the payment intent with it
// (an Idempotency-Key makes a retried request charge once) and charges it. Only when the
// provider requires an extra step (3-D Secure, a redirect) does the client confirm with the
// provider, with the return URL /payment/success. A second submit while one runs sends nothing.
import { useCallback, useRef, useState } from 'react';
import { isApiError, messages, paymentErrorMessage } from '@pt/api';
import { isUserKey, useApiClient, useAuth, useDataMutate, userKey } from '@pt/react';

export type CardPaymentState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

export interface CardPaymentSteps {
  /** Tokenises the card with the provider: a payment method id, or the provider's error message. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** Completes a payment the provider still needs to act on (may redirect). */
  confirm(clientSecret: string, paymentMethodId: string): Promise<{ error?: string }>;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function useCardPayment() {
  const client = useApiClient('useCardPayment');
  const auth = useAuth();
  const uid = auth.status === 'signedIn' ? userKey(auth.user) : null;
  const mutate = useDataMutate('useCardPayment');
  const [state, setState] = useState<CardPaymentState>({ status: 'idle' });
  const busy = useRef(false);

  const pay = useCallback(async (amountMinor: number | null, currency: string, steps: CardPaymentSteps): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    const fail = (message: string) => { setState({ status: 'error', message }); return false; };
    try {
      setState({ status: 'processing' });
      if (!amountMinor || !(amountMinor > 0)) return fail(messages.amountRequired);
      const method = await steps.createPaymentMethod().catch((e: unknown) => ({ error: paymentErrorMessage(e) }));
      if ('error' in method) return fail(method.error || messages.paymentFailed);
      let intent;
      try {
        intent = await client.payments.createPaymentIntent(
          { amount: amountMinor, currency, payment_method_id: method.id }, { idempotencyKey: newKey() },
        );
      } catch (e) {
        // A declined card (402) carries the provider's message; anything else is the intent failing.
        return fail(isApiError(e) && e.status === 402 ? paymentErrorMessage(e) : messages.paymentIntentFailed);
      }
      if (intent.status !== 'succeeded') {
        const confirmed = await steps.confirm(intent.client_secret, method.id).catch((e: unknown) => ({ error: paymentErrorMessage(e) }));
        if (confirmed.error !== undefined) return fail(confirmed.error || messages.paymentFailed);
      }
      setState({ status: 'success', message: messages.paymentSuccessful });
      // The charge adds an invoice and saves the card: refresh this user's payments data.
      if (uid) void mutate((key) => isUserKey(key, uid, 'payments'));
      return true;
    } finally {
      busy.current = false;
    }
  }, [client, uid, mutate]);

  return { ...state, pay, reset: useCallback(() => setState({ status: 'idle' }), []) };
}
