// Lazy route module for /SignUp: replaced by the real page in issue 8.
import { PlaceholderPage } from '../PlaceholderPage';

export function SignUpRoute() {
  return <PlaceholderPage title="Sign up" issue={8} />;
}
