import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellMessages, SCROLL_TO_PRICING_MS, VERIFICATION_COMPLETED_KEY, VERIFIED_BANNER_MS, type AffiliateSession } from '@pt/api';
import { useApiContext } from '../useApiClient';
import { prefersReducedMotion, scrollToId } from '../scroll';

export type LinkState =
  | { status: 'idle' }
  | { status: 'loading'; linkId: string }
  | { status: 'applied'; linkId: string; session: AffiliateSession }
  | { status: 'error'; linkId: string };

/** Spec 2: access_token or token together with type=signup and email go to /verify-email. */
export function verificationRedirect(search: string): string | null {
  const q = new URLSearchParams(search);
  const token = q.get('access_token') || q.get('token');
  if (!token || q.get('type') !== 'signup' || !q.get('email')) return null;
  return `/verify-email?${q.toString()}`;
}

/**
 * The landing page's query parameters (spec 2): the verification redirect (replace),
 * an affiliate `link` (load, apply discount, track click, scroll to #pricing after
 * 0.5 s), ref/coupon saved to the affiliate session, and the verified banner for 5 s
 * after the session-storage flag.
 */
export function useLandingQuery() {
  const { client, sessionStorage } = useApiContext('useLandingQuery');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ status: 'idle' });
  const [showVerifiedBanner, setShowVerifiedBanner] = useState(false);
  const handledLink = useRef<string | null>(null);

  useEffect(() => {
    const to = verificationRedirect(search);
    if (to) { navigate(to, { replace: true }); return; }
    const q = new URLSearchParams(search);
    if (q.get('ref') || q.get('coupon')) client.affiliateSession.saveFromParams(q);
    const linkId = q.get('link');
    if (!linkId || handledLink.current === linkId) return;
    handledLink.current = linkId;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setLink({ status: 'loading', linkId });
    client.affiliateSession.applyPublicLink(linkId).then(
      (session) => {
        setLink({ status: 'applied', linkId, session });
        timer = setTimeout(() => scrollToId('pricing', prefersReducedMotion()), SCROLL_TO_PRICING_MS);
      },
      () => setLink({ status: 'error', linkId }),
    );
    return () => { if (timer) clearTimeout(timer); };
  }, [search, navigate, client]);

  const bannerSeen = useRef(false);
  useEffect(() => {
    if (!bannerSeen.current) {
      if (sessionStorage.getItem(VERIFICATION_COMPLETED_KEY) !== 'true') return;
      sessionStorage.removeItem(VERIFICATION_COMPLETED_KEY);
      bannerSeen.current = true;
      setShowVerifiedBanner(true);
    }
    const t = setTimeout(() => setShowVerifiedBanner(false), VERIFIED_BANNER_MS);
    return () => clearTimeout(t);
  }, [sessionStorage]);

  return {
    link,
    showVerifiedBanner,
    /** 'Email verification successful! You can now log in to your account.' */
    verifiedMessage: shellMessages.verifiedBanner,
    dismissVerifiedBanner: useCallback(() => setShowVerifiedBanner(false), []),
  };
}
