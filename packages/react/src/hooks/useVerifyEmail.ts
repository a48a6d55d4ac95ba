import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, decideVerification, readVerificationParams, type VerificationOutcome, appLink, MOBILE_FALLBACK_MS } from '@pt/api';
import { VERIFICATION_COMPLETED_KEY } from '@pt/api/internal';
import { useApiContext } from '../useApiClient';
import { useMobileMode } from './useMobileMode';
import { assignLocation } from '../assignLocation';
import { useLatest } from '../internal/useLatest';

export type VerifyEmailState =
  /** Spinner ('Verifying your email...'). */
  | { status: 'pending'; email: string | null }
  /** pending=true with an e-mail: waiting for the user to open the e-mailed link (mobile sign-up). */
  | { status: 'waiting'; email: string }
  | { status: 'success'; email: string | null }
  /** `message`: the SDK's verification error text. */
  | { status: 'error'; email: string | null; message: string };

export interface UseVerifyEmailOptions {
  /** For tests: how the app link is opened (default window.location.assign). */
  openUrl?(href: string): void;
  /** For tests: whether the page is still visible (default document.visibilityState). */
  isPageVisible?(): boolean;
}

type LocationLike = { search: string; hash: string };

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The verification state machine of product §4. Token, type and e-mail come from the
 * query or the fragment (the e-mail else from the token's payload). Success when the
 * token says verified or the backend call succeeds (a 404 leaves the token check);
 * then the current user is fetched and stored as user_data and the
 * verification_completed flag is set. On mobile the app link opens and, if the page is
 * still visible after 2 s, `showOpenAppNote` turns true.
 */
export function useVerifyEmail(location?: LocationLike, options: UseVerifyEmailOptions = {}) {
  const routerLocation = useLocation();
  const { search, hash } = location ?? routerLocation;
  const { client, sessionStorage } = useApiContext('useVerifyEmail');
  const mobile = useMobileMode();
  const params = readVerificationParams(search, hash);
  const waiting = new URLSearchParams(search).get('pending') === 'true' && !!params.email;
  const [state, setState] = useState<VerifyEmailState>(
    waiting && params.email ? { status: 'waiting', email: params.email } : { status: 'pending', email: params.email },
  );
  const [showOpenAppNote, setShowOpenAppNote] = useState(false);
  const run = useRef<{ token: string | null; promise: Promise<VerificationOutcome> } | null>(null);
  const verify = useCallback(async (token: string | null): Promise<VerificationOutcome> => {
    let backend: 'ok' | 'not_found' | 'failed' | 'exception' = 'failed';
    if (token) {
      try {
        const res = await client.auth.verifyEmail({ token });
        backend = res === null ? 'not_found' : 'ok';
      } catch (e) {
        backend = e instanceof ApiError ? 'failed' : 'exception';
      }
    }
    const outcome = decideVerification(token, backend);
    if (outcome.status === 'success') {
      sessionStorage.setItem(VERIFICATION_COMPLETED_KEY, 'true');
      if (client.session.getToken()) {
        try {
          client.session.setSession({ user: await client.auth.me() });
        } catch {
          // The user can still sign in; the verification itself succeeded.
        }
      }
    }
    return outcome;
  }, [client, sessionStorage]);
  const optsRef = useLatest(options);
  const link = appLink('verify-email', { status: state.status === 'error' ? 'error' : 'success' });

  useEffect(() => {
    if (waiting) return;
    const token = params.token;
    const email = params.email;
    // One verification per token, also under StrictMode's double effect.
    if (!run.current || run.current.token !== token) run.current = { token, promise: verify(token) };
    let cancelled = false;
    void run.current.promise.then((outcome) => {
      if (cancelled) return;
      setState(outcome.status === 'success'
        ? { status: 'success', email }
        : { status: 'error', email, message: outcome.message });
    });
    return () => { cancelled = true; };
  }, [params.token, params.email, waiting, verify]);

  // Mobile: open the app once the outcome is known; a note if we are still here after 2 s.
  const done = state.status === 'success' || state.status === 'error';
  useEffect(() => {
    if (!mobile || !done) return;
    (optsRef.current.openUrl ?? assignLocation)(link);
    const t = setTimeout(() => {
      if ((optsRef.current.isPageVisible ?? visible)()) setShowOpenAppNote(true);
    }, MOBILE_FALLBACK_MS);
    return () => clearTimeout(t);
  }, [mobile, done, link, optsRef]);

  const openApp = useCallback(() => (optsRef.current.openUrl ?? assignLocation)(link), [link, optsRef]);
  return { ...state, isMobile: mobile, appLink: link, showOpenAppNote, openApp };
}
