// Lazy route module for /ResetPassword: replaced by the real page in issue 8.
import { PlaceholderPage } from '../PlaceholderPage';

export function ResetPasswordRoute() {
  return <PlaceholderPage title="Reset password" issue={8} />;
}
