// Lazy route module: the account page lives in src/features/auth.
import { SignInPage } from '../../features/auth/SignInPage';

export function SignInRoute() {
  return <SignInPage />;
}
