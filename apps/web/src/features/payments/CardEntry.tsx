// The card forms with their provider, as one lazily loaded module: @stripe/react-stripe-js and
// the forms download only when a card form is shown (and Stripe.js only then, see CardProviderGate).
import { AddCardForm, PayForm } from './CardForms';
import { CardProviderGate } from './CardProviderGate';

export function AddCardEntry() {
  return <CardProviderGate><AddCardForm /></CardProviderGate>;
}

export function PayEntry() {
  return <CardProviderGate><PayForm /></CardProviderGate>;
}
