// Lazy route module: the account page lives in src/features/auth.
import { AuthToasts } from '../../features/auth/AuthToasts';
import { VerifyEmailPage } from '../../features/auth/VerifyEmailPage';

export function VerifyEmailRoute() {
  return <AuthToasts><VerifyEmailPage /></AuthToasts>;
}
