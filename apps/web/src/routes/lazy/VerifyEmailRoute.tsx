// Lazy route module for /VerifyEmail: replaced by the real page in issue 8.
import { PlaceholderPage } from '../PlaceholderPage';

export function VerifyEmailRoute() {
  return <PlaceholderPage title="Verify e-mail" issue={8} />;
}
