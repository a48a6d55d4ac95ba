import { useCallback, useRef, useState } from 'react';
import { messages, paymentErrorMessage } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useUserId } from '../internal/useUserId';
import { useDataMutate } from '../internal/useSwrScope';

/** What the card provider answered for a confirmation (Stripe's confirmCardSetup/confirmCardPayment shape). */
export interface ConfirmResult {
  error?: { message?: string } | null;
  /** The saved card (setup) to attach to the customer, if any. */
  paymentMethodId?: string | null;
}

export type PaymentFormMode = { kind: 'setup' } | { kind: 'payment'; amount: number | null | undefined; currency?: string };

export type PaymentFormState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * The card form (spec 4, 8): idle, processing, success or error. A second submit while
 * processing sends nothing. setup: setup intent ('Failed to create setup intent'),
 * provider confirmation, attach, 'Payment method added successfully!'. payment: amount
 * required ('Amount is required for payment'), payment intent ('Failed to create payment
 * intent'), confirmation, 'Payment successful!'. Provider errors: its message or 'Payment failed'.
 */
export function usePaymentForm(mode: PaymentFormMode, confirm: (clientSecret: string) => Promise<ConfirmResult>) {
  const client = useApiClient('usePaymentForm');
  const userId = useUserId();
  const mutate = useDataMutate('usePaymentForm');
  const [state, setState] = useState<PaymentFormState>({ status: 'idle' });
  const busy = useRef(false);

  const submit = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setState({ status: 'processing' });
    const idempotencyKey = newKey();
    const fail = (message: string) => { setState({ status: 'error', message }); return false; };
    try {
      let secret: string;
      if (mode.kind === 'payment') {
        if (!mode.amount || !(mode.amount > 0)) return fail(messages.amountRequired);
        try {
          secret = (await client.payments.createPaymentIntent({ amount: mode.amount, ...(mode.currency && { currency: mode.currency }) }, { idempotencyKey })).client_secret;
        } catch {
          return fail(messages.paymentIntentFailed);
        }
      } else {
        try {
          secret = (await client.payments.createSetupIntent({ idempotencyKey })).client_secret;
        } catch {
          return fail(messages.setupIntentFailed);
        }
      }
      let res: ConfirmResult;
      try {
        res = await confirm(secret);
      } catch (e) {
        return fail(paymentErrorMessage(e));
      }
      if (res.error) return fail(paymentErrorMessage(res.error));
      if (mode.kind === 'setup') {
        if (res.paymentMethodId) {
          try {
            await client.payments.attachPaymentMethod({ payment_method_id: res.paymentMethodId });
          } catch (e) {
            return fail(paymentErrorMessage(e));
          }
        }
        if (userId) void mutate(keys.paymentMethods(userId));
        setState({ status: 'success', message: messages.paymentMethodAdded });
      } else {
        setState({ status: 'success', message: messages.paymentSuccessful });
      }
      return true;
    } finally {
      busy.current = false;
    }
  }, [client, mode, confirm, userId, mutate]);

  return { ...state, submit, reset: useCallback(() => setState({ status: 'idle' }), []) };
}
