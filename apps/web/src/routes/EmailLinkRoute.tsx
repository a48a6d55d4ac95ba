// The lazily loaded route module of the pages e-mailed links open: /verify-email (src/features/auth) and
// /confirm-email (src/features/account), by path. One module and one route component for both: a
// chunk of its own, or a second lazy component in the app's routes, adds to the landing's start-up
// JavaScript (its budget), whose list of chunks names every route's files.
import { useLocation } from 'react-router-dom';
import { ConfirmEmailPage } from '../features/account/ConfirmEmailPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';

export function EmailLinkRoute() {
  return useLocation().pathname.startsWith('/confirm-email') ? <ConfirmEmailPage /> : <VerifyEmailPage />;
}
