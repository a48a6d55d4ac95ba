// Lazy route module for /payment-demo. The card provider loads only inside it.
import { PaymentDemoPage } from '../../features/payments/PaymentDemoPage';

export function PaymentDemoRoute() {
  return <PaymentDemoPage />;
}
