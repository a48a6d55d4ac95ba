import { useEffect, useRef, useState } from 'react';
import { markReferralSent, readReferralSentFor, referralToSend, REFERRAL_RETRY_DELAYS_MS, shouldRetryReferral } from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { useAffiliateSession } from './useAffiliateSession';
import { useAuth } from './useAuth';

/**
 * Attributes the signed-in member to the affiliate whose link brought them to this browser: posts
 * the affiliate session as the member's referral (POST /api/affiliate/referrals) once, when the SDK's
 * rule (`referralToSend`) says so. A sent (or settled) referral is remembered for the member in
 * session storage, so other pages do not post it again; a failure worth retrying
 * (`shouldRetryReferral`) is tried again after REFERRAL_RETRY_DELAYS_MS while the page is open,
 * and on the next page load after that. The server keeps the first referral per member, which is
 * why this write may repeat. Nothing is shown: it never blocks the screen or toasts. Mount it once
 * where every signed-in page loads it.
 */
export function useReferralAttribution(): void {
  const client = useApiClient('useReferralAttribution');
  const { sessionStorage } = useApiContext('useReferralAttribution');
  const auth = useAuth();
  const { session } = useAffiliateSession();
  // A failed try bumps the attempt after its delay, which runs the effect again.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const affiliateId = session?.affiliateId ?? null;
  const linkId = session?.linkId ?? null;
  const couponCode = session?.couponCode ?? null;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(retryTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!userId || inFlight.current) return;
    const body = referralToSend(auth, session, readReferralSentFor(sessionStorage));
    if (!body) return;
    inFlight.current = true;
    client.affiliate.createReferral(body).then(
      () => {
        failures.current = 0;
        markReferralSent(sessionStorage, userId);
      },
      (error: unknown) => {
        if (!shouldRetryReferral(error)) {
          markReferralSent(sessionStorage, userId);
          return;
        }
        const delay = REFERRAL_RETRY_DELAYS_MS[failures.current];
        failures.current += 1;
        if (delay !== undefined && mounted.current) retryTimer.current = setTimeout(() => setAttempt((n) => n + 1), delay);
      },
    ).finally(() => {
      inFlight.current = false;
    });
    // The ids, not the snapshots: the session's lastSeenAt and the user's profile change without
    // changing the referral.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, sessionStorage, userId, affiliateId, linkId, couponCode, attempt]);
}
