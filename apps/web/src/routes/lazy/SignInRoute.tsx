// Lazy route module for /SignIn: replaced by the real page in issue 8.
import { PlaceholderPage } from '../PlaceholderPage';

export function SignInRoute() {
  return <PlaceholderPage title="Sign in" issue={8} />;
}
