// Lazy route module: the account page lives in src/features/auth.
import { SignUpPage } from '../../features/auth/SignUpPage';

export function SignUpRoute() {
  return <SignUpPage />;
}
