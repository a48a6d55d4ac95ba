// The card forms with the card provider's hosted field (a publishable key is configured), as one lazily
// loaded module: @stripe/react-stripe-js and the forms download only when a card form is shown (and
// Stripe.js only then, see CardProviderGate).
import { AddCardForm, PayForm } from './CardForms';
import { CardProviderGate } from './CardProviderGate';
import { CheckoutPayment, type CheckoutPaymentProps } from './CheckoutPayment';
import { useStripeCardEntry } from './useStripeCardEntry';

export function AddCardEntry() {
  return <CardProviderGate><AddCardForm useEntry={useStripeCardEntry} /></CardProviderGate>;
}

export function PayEntry() {
  return <CardProviderGate><PayForm useEntry={useStripeCardEntry} /></CardProviderGate>;
}

export function CheckoutPaymentEntry(props: Omit<CheckoutPaymentProps, 'useEntry'>) {
  return <CardProviderGate><CheckoutPayment {...props} useEntry={useStripeCardEntry} /></CardProviderGate>;
}
