import { useCallback } from 'react';
import {
  isApiError, messages, normalizeError, paymentErrorMessage, validatePaymentAmount, type ApiError, type Validation,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey } from '../keys';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

/** What the card provider answered for a step (Stripe's confirmCardSetup / createPaymentMethod / confirmCardPayment shape). */
export interface ConfirmResult {
  error?: { message?: string } | null;
  /** The card: saved by a setup (to attach to the customer) or tokenised for a payment. */
  paymentMethodId?: string | null;
}

/** The provider's steps, given by the screen that holds the provider's card field. */
export type PaymentFormMode =
  /** Save a card: the setup intent's secret is confirmed with the provider, then the card is attached. */
  | { kind: 'setup'; confirmSetup(clientSecret: string): Promise<ConfirmResult> }
  /**
   * A one-time payment of `amount` minor units: the card is tokenised with the provider, the server
   * charges it (an Idempotency-Key makes a retried request charge once), and only a payment the
   * provider still needs to act on (3-D Secure, a redirect) is confirmed with it.
   */
  | {
    kind: 'payment';
    amount: number | null | undefined;
    currency?: string;
    createPaymentMethod(): Promise<ConfirmResult>;
    confirmPayment(clientSecret: string, paymentMethodId: string): Promise<ConfirmResult>;
  };

interface PaymentValues { amount: number | null }

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** A failure the client found on the way (an intent that failed, the provider's refusal), with product §8's text for it. */
const failure = (message: string, cause?: unknown): ApiError =>
  normalizeError({ kind: 'client', message, code: isApiError(cause) ? cause.code : 'http', status: isApiError(cause) ? cause.status : 0 });

/** Runs a provider step; its refusal or exception becomes the provider's message or 'Payment failed'. */
async function providerStep(step: () => Promise<ConfirmResult>): Promise<ConfirmResult> {
  let res: ConfirmResult;
  try {
    res = await step();
  } catch (e) {
    throw failure(paymentErrorMessage(e), e);
  }
  if (res.error) throw failure(paymentErrorMessage(res.error));
  return res;
}

/**
 * The card forms (product §4, §8) as one write: pending while it runs (a second submit sends
 * nothing), then success or error with product §8's text in `errorMessage`. setup: setup intent
 * ('Failed to create setup intent'), provider confirmation, attach; 'Payment method added
 * successfully!'. payment: amount required ('Amount is required for payment', also on
 * `form.fieldErrors.amount`), the provider's card token, payment intent ('Failed to create payment
 * intent'; a declined card (402) says the provider's message), a confirmation when the provider
 * needs one; 'Payment successful!'. Provider errors: its message or 'Payment failed'. Afterwards
 * the user's payment data (cards, invoices) is fetched again.
 */
export function usePaymentForm(mode: PaymentFormMode) {
  const client = useApiClient('usePaymentForm');
  const userId = useUserId();
  const validate = useCallback((v: PaymentValues): Validation<PaymentValues, 'amount'> => (mode.kind === 'payment' ? validatePaymentAmount(v) : { ok: true, value: v }), [mode.kind]);
  const form = useForm<PaymentValues, PaymentValues>({ amount: null }, validate);

  const run = useMutation(async ({ amount }: PaymentValues): Promise<string> => {
    if (mode.kind === 'setup') {
      const intent = await client.payments.createSetupIntent({ idempotencyKey: newKey() }).catch((e: unknown) => { throw failure(messages.setupIntentFailed, e); });
      const saved = await providerStep(() => mode.confirmSetup(intent.client_secret));
      if (saved.paymentMethodId) {
        await client.payments.attachPaymentMethod({ payment_method_id: saved.paymentMethodId }).catch((e: unknown) => { throw failure(paymentErrorMessage(e), e); });
      }
      return messages.paymentMethodAdded;
    }
    const card = await providerStep(() => mode.createPaymentMethod());
    if (!card.paymentMethodId) throw failure(messages.paymentFailed);
    const paymentMethodId = card.paymentMethodId;
    const intent = await client.payments.createPaymentIntent(
      { amount: amount ?? 0, ...(mode.currency && { currency: mode.currency }), payment_method_id: paymentMethodId }, { idempotencyKey: newKey() },
    ).catch((e: unknown) => {
      // A declined card (402) carries the provider's message; anything else is the intent failing.
      throw failure(isApiError(e) && e.status === 402 ? paymentErrorMessage(e) : messages.paymentIntentFailed, e);
    });
    if (intent.status !== 'succeeded') await providerStep(() => mode.confirmPayment(intent.client_secret, paymentMethodId));
    return messages.paymentSuccessful;
  }, {
    // A saved card, a charge and its invoice: every payments read of this user may have changed.
    onSuccess: (_message, _values, { revalidate }) => { if (userId) void revalidate((key) => isUserKey(key, userId, 'payments')); },
  });

  const { settle, clear } = useFormSubmit(form, run);
  const { setValues, reset: resetForm } = form;
  const amount = mode.kind === 'payment' ? mode.amount ?? null : null;
  /** Sends the form; resolves what to tell the user: the success text, or product §8's text for what failed. */
  const submit = useCallback(async (): Promise<{ ok: boolean; message: string }> => {
    setValues({ amount });
    const outcome = await settle();
    if (outcome.status === 'success') return { ok: true, message: outcome.data };
    return { ok: false, message: outcome.status === 'error' ? outcome.error.message : outcome.fieldErrors.amount ?? messages.paymentFailed };
  }, [setValues, amount, settle]);
  const invalid = form.fieldErrors.amount ?? null;
  return formHookResult({
    ...run,
    form,
    status: invalid ? ('error' as const) : run.status,
    /** What failed, as product §8 words it (also the error toast). */
    errorMessage: invalid ?? run.error?.message ?? null,
    /** 'Payment method added successfully!' or 'Payment successful!'. */
    successMessage: run.status === 'success' ? run.data : null,
    submit,
    /** Back to idle (the card or amount was edited after an outcome). */
    reset: useCallback(() => { resetForm(); clear(); }, [resetForm, clear]),
  });
}
