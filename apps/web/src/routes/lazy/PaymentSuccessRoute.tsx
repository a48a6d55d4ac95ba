// Lazy route module for /payment/success (issue 10).
import { PaymentSuccessPage } from '../../features/payments/PaymentSuccessPage';

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
