// Lazy route module: the account page lives in src/features/auth.
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';

export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
