// Lazy route module: the account page lives in src/features/auth.
import { AuthToasts } from '../../features/auth/AuthToasts';
import { SignInPage } from '../../features/auth/SignInPage';

export function SignInRoute() {
  return <AuthToasts><SignInPage /></AuthToasts>;
}
