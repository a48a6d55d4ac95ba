// Lazy route module: the account page lives in src/features/auth.
import { AuthToasts } from '../../features/auth/AuthToasts';
import { SignUpPage } from '../../features/auth/SignUpPage';

export function SignUpRoute() {
  return <AuthToasts><SignUpPage /></AuthToasts>;
}
