// Lazy route module for /PaymentDemo: replaced by the real page in issue 10.
import { PlaceholderPage } from '../PlaceholderPage';

export function PaymentDemoRoute() {
  return <PlaceholderPage title="Plans and payments" issue={10} />;
}
