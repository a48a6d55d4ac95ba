// Lazy route module for /checkout/:offerId (signed in; the card form loads inside it).
import { CheckoutPage } from '../../features/payments/CheckoutPage';

export function CheckoutRoute() {
  return <CheckoutPage />;
}
