import { useEffect, useRef, useState } from 'react';
import { accountMessages, isApiError, serverMessageOr } from '@pt/api';
import { useApiClient } from '../useApiClient';

export type ConfirmEmailChangeState =
  | { status: 'pending' }
  | { status: 'success'; email: string; message: string }
  | { status: 'error'; message: string };

/**
 * Opens the link that confirms a new e-mail address (product §14.1): posts its token once (also
 * under StrictMode's double effect); a missing token is the invalid-link message without a call.
 * Signed in in this browser, the session's user is read again, so the header shows the new address.
 */
export function useConfirmEmailChange(token: string | null): ConfirmEmailChangeState {
  const client = useApiClient('useConfirmEmailChange');
  const [state, setState] = useState<ConfirmEmailChangeState>(token ? { status: 'pending' } : { status: 'error', message: accountMessages.emailLinkInvalid });
  const sent = useRef<{ token: string; promise: Promise<ConfirmEmailChangeState> } | null>(null);
  useEffect(() => {
    if (!token) return;
    if (!sent.current || sent.current.token !== token) {
      sent.current = {
        token,
        promise: client.account.confirmEmailChange({ token }).then(
          async (res): Promise<ConfirmEmailChangeState> => {
            if (client.session.getToken()) {
              try {
                client.session.setSession({ user: await client.auth.me() });
              } catch {
                // The address changed; the header catches up at the next sign-in.
              }
            }
            return { status: 'success', email: res.email, message: res.message };
          },
          (error: unknown): ConfirmEmailChangeState => ({
            status: 'error',
            message: isApiError(error) && error.kind === 'http' ? serverMessageOr(error, accountMessages.emailLinkInvalid) : accountMessages.emailConfirmFailed,
          }),
        ),
      };
    }
    let cancelled = false;
    void sent.current.promise.then((outcome) => { if (!cancelled) setState(outcome); });
    return () => { cancelled = true; };
  }, [token, client]);
  return state;
}
