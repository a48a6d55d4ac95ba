// Lazy route module: the account page lives in src/features/auth.
import { VerifyEmailPage } from '../../features/auth/VerifyEmailPage';

export function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
