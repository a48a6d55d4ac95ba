// The card provider's hosted field (CardElement) as a CardEntry; render inside <CardProviderGate>.
import { useCallback, useState } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { messages } from '@pt/api';
import type { CardFieldStyle } from '@pt/ui/billing';
import { config } from '../../app/config';
import type { CardEntry } from './cardEntry';

/** Where the provider sends the user back after a confirmation that needed a redirect (product §2). */
export const PAYMENT_RETURN_PATH = '/payment/success';
const returnUrl = () => new URL(PAYMENT_RETURN_PATH, config.appUrl).toString();
// The kit hands the field's look (one constant) to the render function: the options keep one identity.
let cached: { style: CardFieldStyle; options: StripeCardElementOptions } | null = null;
const cardOptions = (style: CardFieldStyle): StripeCardElementOptions => {
  if (cached?.style !== style) cached = { style, options: { hidePostalCode: true, style } };
  return cached.options;
};

export function useStripeCardEntry(onEdit: () => void): CardEntry {
  const stripe = useStripe();
  const elements = useElements();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const onChange = useCallback((e: StripeCardElementChangeEvent) => {
    setFieldError(e.error?.message ?? null);
    onEdit();
  }, [onEdit]);
  const card = () => elements?.getElement(CardElement) ?? null;
  return {
    mode: 'stripe',
    slot: 'provider',
    field: (style) => <CardElement options={cardOptions(style)} onChange={onChange} />,
    ready: !!stripe && !!elements,
    validate: () => true,
    fieldError,
    async confirmSetup(clientSecret) {
      const el = card();
      if (!stripe || !el) return { error: { message: messages.paymentFailed } };
      const res = await stripe.confirmCardSetup(clientSecret, { payment_method: { card: el } }, { handleActions: true });
      if (res.error) return { error: { message: res.error.message ?? messages.paymentFailed } };
      const pm = res.setupIntent.payment_method;
      return { paymentMethodId: typeof pm === 'string' ? pm : pm?.id ?? null };
    },
    async createPaymentMethod() {
      const el = card();
      if (!stripe || !el) return { error: { message: messages.paymentFailed } };
      const res = await stripe.createPaymentMethod({ type: 'card', card: el });
      return res.error ? { error: res.error } : { paymentMethodId: res.paymentMethod.id };
    },
    async confirmPayment(clientSecret, paymentMethodId) {
      if (!stripe) return { error: { message: messages.paymentFailed } };
      const res = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId, return_url: returnUrl() });
      return res.error ? { error: res.error } : {};
    },
    clear: () => card()?.clear(),
  };
}
