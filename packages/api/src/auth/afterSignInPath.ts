import { safeRedirectPath } from '../http/safeRedirectPath';
import { WORKSPACE_PATH } from '../openAppTarget';

/** Pages that make no sense to return to once signed in: the account pages themselves and the landing. */
const NOT_A_DESTINATION = ['/', '/signin', '/signup', '/verify-email', '/reset-password'];

/**
 * Where a member goes after signing in on the web (product §10.17): the page they were headed for
 * (a same-origin path through `safeRedirectPath`, so never another site), else the workspace. The
 * landing and the account pages count as no destination: a member signing in from them wants the app.
 */
export function afterSignInPath(redirect: unknown): string {
  const safe = safeRedirectPath(redirect, '');
  const path = safe.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  return safe && !NOT_A_DESTINATION.includes(path) ? safe : WORKSPACE_PATH;
}
