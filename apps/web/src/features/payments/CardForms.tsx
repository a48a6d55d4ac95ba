// The two card forms of the payment dashboard: save a card (setup intent, confirmed with the
// provider, then attached) and a one-time payment. The card field is the provider's
// CardElement; the frame, states and messages are the kit's CardEntryPanel. Each must be
// rendered inside <CardProviderGate>.
import { useCallback, useState } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { formatCurrency, messages } from '@pt/api';
import { usePaymentForm, type ConfirmResult } from '@pt/react';
import { CardEntryPanel, Stack, TextField, cardFieldStyle, type CardEntryState } from '@pt/ui';
import { config } from '../../app/config';
import { useNotify } from '../../app/toasts/useNotify';

/** Where the provider sends the user back after a confirmation that needed a redirect (product §2). */
export const PAYMENT_RETURN_PATH = '/payment/success';
const returnUrl = () => new URL(PAYMENT_RETURN_PATH, config.appUrl).toString();

/** The panel's state for the form's: a failed attempt shows its error over an idle form. */
const panelState = (status: 'idle' | 'pending' | 'error' | 'success'): CardEntryState =>
  (status === 'pending' ? 'processing' : status === 'success' ? 'success' : 'idle');

const cardOptions: StripeCardElementOptions = { hidePostalCode: true, style: cardFieldStyle };

/** The provider's card field and its live validation message. */
function useCardField(onEdit: () => void) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const onChange = useCallback((e: StripeCardElementChangeEvent) => {
    setFieldError(e.error?.message ?? null);
    onEdit();
  }, [onEdit]);
  return { fieldError, field: <CardElement options={cardOptions} onChange={onChange} /> };
}

/** Save a card: setup intent, the provider's confirmation, attach; 'Payment method added successfully!'. */
export function AddCardForm({ onDone }: { onDone?: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const notify = useNotify();

  const confirmSetup = useCallback(async (clientSecret: string): Promise<ConfirmResult> => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { error: { message: messages.paymentFailed } };
    const res = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } }, { handleActions: true });
    if (res.error) return { error: { message: res.error.message ?? messages.paymentFailed } };
    const pm = res.setupIntent.payment_method;
    return { paymentMethodId: typeof pm === 'string' ? pm : pm?.id ?? null };
  }, [stripe, elements]);
  const form = usePaymentForm({ kind: 'setup', confirmSetup });
  // Editing the card after an outcome clears it (a new attempt starts from idle).
  const { status: formStatus, reset: resetForm } = form;
  const onEdit = useCallback(() => { if (formStatus === 'success' || formStatus === 'error') resetForm(); }, [formStatus, resetForm]);
  const { fieldError, field } = useCardField(onEdit);

  const submit = async () => {
    const outcome = await form.submit();
    if (!outcome.ok) { notify.error(outcome.message, messages.errorTitle); return; }
    notify.success(outcome.message);
    elements?.getElement(CardElement)?.clear();
    onDone?.();
  };

  return (
    <CardEntryPanel
      title="Add a payment method"
      state={panelState(form.status)}
      error={form.errorMessage ?? fieldError}
      successText={messages.paymentMethodAdded}
      submitDisabled={!stripe || !elements}
      submitLabel="Add Payment Method"
      onSubmit={() => { void submit(); }}
    >
      {field}
    </CardEntryPanel>
  );
}

/** Dollars as typed ('9.99') to minor units (999); null when not a positive amount. */
export function toMinorUnits(text: string): number | null {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
}

/** A one-time payment with a card: 'Payment successful!' or the provider's message / 'Payment failed'. */
export function PayForm({ currency = 'usd', defaultAmount = '9.99' }: { currency?: string; defaultAmount?: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const notify = useNotify();
  const [amount, setAmount] = useState(defaultAmount);
  const minor = toMinorUnits(amount);
  const payment = usePaymentForm({
    kind: 'payment',
    amount: minor,
    currency,
    createPaymentMethod: async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: { message: messages.paymentFailed } };
      const res = await stripe.createPaymentMethod({ type: 'card', card });
      return res.error ? { error: res.error } : { paymentMethodId: res.paymentMethod.id };
    },
    confirmPayment: async (clientSecret, paymentMethodId) => {
      if (!stripe) return { error: { message: messages.paymentFailed } };
      const res = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId, return_url: returnUrl() });
      return res.error ? { error: res.error } : {};
    },
  });
  const { status: payStatus, reset: resetPayment } = payment;
  const onEdit = useCallback(() => { if (payStatus === 'success' || payStatus === 'error') resetPayment(); }, [payStatus, resetPayment]);
  const { fieldError, field } = useCardField(onEdit);

  const submit = async () => {
    const outcome = await payment.submit();
    if (!outcome.ok) { notify.error(outcome.message, messages.errorTitle); return; }
    notify.success(outcome.message);
    elements?.getElement(CardElement)?.clear();
  };

  return (
    <CardEntryPanel
      title="Make a payment"
      label="Payment details"
      state={panelState(payment.status)}
      error={payment.errorMessage ?? fieldError}
      successText={messages.paymentSuccessful}
      submitDisabled={!stripe || !elements}
      submitLabel={minor ? `Pay ${formatCurrency(minor / 100, currency)}` : 'Pay'}
      onSubmit={() => { void submit(); }}
    >
      <Stack gap="4">
        <TextField
          label={`Amount (${currency.toUpperCase()})`}
          inputMode="decimal"
          value={amount}
          onValueChange={(v) => { setAmount(v); if (payment.status !== 'pending') payment.reset(); }}
          required
          autoComplete="off"
        />
        {field}
      </Stack>
    </CardEntryPanel>
  );
}
