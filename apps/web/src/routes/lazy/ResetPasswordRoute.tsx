// Lazy route module: the account page lives in src/features/auth.
import { AuthToasts } from '../../features/auth/AuthToasts';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';

export function ResetPasswordRoute() {
  return <AuthToasts><ResetPasswordPage /></AuthToasts>;
}
