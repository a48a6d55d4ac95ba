// Lazy route module for /payment-demo (issue 10). The card provider loads only inside it.
import { PaymentDemoPage } from '../../features/payments/PaymentDemoPage';
import { WithPaymentToasts } from '../../features/payments/paymentToasts';

export function PaymentDemoRoute() {
  return <WithPaymentToasts><PaymentDemoPage /></WithPaymentToasts>;
}
