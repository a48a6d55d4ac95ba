// Lazy route module for /confirm-email: the link that confirms a new e-mail address.
import { ConfirmEmailPage } from '../../features/account/ConfirmEmailPage';

export function ConfirmEmailRoute() {
  return <ConfirmEmailPage />;
}
