import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellMessages, SCROLL_TO_PRICING_MS, VERIFIED_BANNER_MS, type AffiliateSession } from '@pt/api';
import { VERIFICATION_COMPLETED_KEY } from '@pt/api/internal';
import { useApiContext } from '../useApiClient';
import { prefersReducedMotion, scrollToId } from '../scroll';

export type LinkState =
  | { status: 'idle' }
  | { status: 'loading'; linkId: string }
  | { status: 'applied'; linkId: string; session: AffiliateSession }
  | { status: 'error'; linkId: string };

const noSubscription = () => () => {};
const notInBrowser = () => false;

/** product §2: access_token or token together with type=signup and email go to /verify-email. */
export function verificationRedirect(search: string): string | null {
  const q = new URLSearchParams(search);
  const token = q.get('access_token') || q.get('token');
  if (!token || q.get('type') !== 'signup' || !q.get('email')) return null;
  return `/verify-email?${q.toString()}`;
}

/**
 * The landing page's query parameters (product §2): the verification redirect (replace),
 * an affiliate `link` (load, apply discount, track click, scroll to #pricing after
 * 0.5 s), ref/coupon saved to the affiliate session, and the verified banner for 5 s
 * after the session-storage flag.
 */
export function useLandingQuery() {
  const { client, sessionStorage } = useApiContext('useLandingQuery');
  const { search } = useLocation();
  const navigate = useNavigate();
  // The outcome of the last link applied; a link in the query without its outcome yet is loading.
  const [applied, setApplied] = useState<LinkState>({ status: 'idle' });
  const handledLink = useRef<string | null>(null);
  const requested = new URLSearchParams(search).get('link');
  const link: LinkState = requested && (applied.status === 'idle' || applied.linkId !== requested) ? { status: 'loading', linkId: requested } : applied;

  useEffect(() => {
    const to = verificationRedirect(search);
    if (to) { navigate(to, { replace: true }); return; }
    const q = new URLSearchParams(search);
    if (q.get('ref') || q.get('coupon')) client.affiliateSession.saveFromParams(q);
    const linkId = q.get('link');
    if (!linkId || handledLink.current === linkId) return;
    handledLink.current = linkId;
    let timer: ReturnType<typeof setTimeout> | undefined;
    client.affiliateSession.applyPublicLink(linkId).then(
      (session) => {
        setApplied({ status: 'applied', linkId, session });
        timer = setTimeout(() => scrollToId('pricing', prefersReducedMotion()), SCROLL_TO_PRICING_MS);
      },
      () => setApplied({ status: 'error', linkId }),
    );
    return () => { if (timer) clearTimeout(timer); };
  }, [search, navigate, client]);

  // The flag as this page found it: read once in the browser (false in the prerendered HTML and
  // while hydrating), so it stays true after the effect below has used it up.
  const [flag] = useState(() => {
    let seen: boolean | null = null;
    return () => (seen ??= sessionStorage.getItem(VERIFICATION_COMPLETED_KEY) === 'true');
  });
  const verified = useSyncExternalStore(noSubscription, flag, notInBrowser);
  const [bannerDone, setBannerDone] = useState(false);
  useEffect(() => {
    if (!verified) return;
    sessionStorage.removeItem(VERIFICATION_COMPLETED_KEY);
    const t = setTimeout(() => setBannerDone(true), VERIFIED_BANNER_MS);
    return () => clearTimeout(t);
  }, [verified, sessionStorage]);

  return {
    link,
    showVerifiedBanner: verified && !bannerDone,
    /** 'Email verification successful! You can now log in to your account.' */
    verifiedMessage: shellMessages.verifiedBanner,
    dismissVerifiedBanner: useCallback(() => setBannerDone(true), []),
  };
}
