// Lazy route module for /PaymentSuccess: replaced by the real page in issue 10.
import { PlaceholderPage } from '../PlaceholderPage';

export function PaymentSuccessRoute() {
  return <PlaceholderPage title="Payment complete" issue={10} />;
}
