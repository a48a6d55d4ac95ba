// Lazy route module for /payment/success.
import { PaymentSuccessPage } from '../../features/payments/PaymentSuccessPage';

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
