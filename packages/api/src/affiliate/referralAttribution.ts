// When the web app attributes a member to the affiliate whose link brought them (product §7's
// POST /api/affiliate/referrals). The server keeps the first referral per member, so a repeat is
// harmless; the app still posts once per member and tab, and tries a failed post again later.
import type { AuthSnapshot, StorageAdapter } from '../ApiClient';
import { isApiError } from '../http/ApiError';
import { toReferralRequest, type AffiliateSession } from './parseAffiliateSession';
import type { ReferralRequest } from './types';

/**
 * Session-storage key holding the id of the member whose referral this tab has sent. Session
 * storage, like the affiliate session itself: it is this visit's attribution, never a tracking
 * cookie, so marketing consent gates it no more than it gates the session (see the session store).
 */
export const REFERRAL_SENT_KEY = 'affiliate_referral_sent';

/** Waits before trying a failed referral again while the page stays open; past the last, the next page load tries. */
export const REFERRAL_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000];

/**
 * The referral to post now, or null: only for a signed-in member, with an affiliate session in this
 * browser (the store's snapshot, which reads the cookie only with marketing consent), and not yet
 * sent for this member. `sentFor` is the value stored under REFERRAL_SENT_KEY.
 */
export function referralToSend(auth: AuthSnapshot, session: AffiliateSession | null, sentFor: string | null): ReferralRequest | null {
  if (auth.status !== 'signedIn' || !session) return null;
  if (sentFor === auth.user.id) return null;
  return toReferralRequest(session);
}

/**
 * Whether a failed referral is worth another try: no answer, a timeout, a server failure, a
 * 401 (the session is renewed or ends), 408 or 429. Any other refusal (an affiliate that is gone,
 * a self-referral) would be refused again, so it counts as settled.
 */
export function shouldRetryReferral(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted') return true;
  if (error.status >= 500) return true;
  return error.status === 401 || error.status === 408 || error.status === 429;
}

/** Reads which member this tab has sent a referral for (null when none, or storage is unreadable). */
export function readReferralSentFor(storage: Pick<StorageAdapter, 'getItem'>): string | null {
  try {
    return storage.getItem(REFERRAL_SENT_KEY);
  } catch {
    return null;
  }
}

/** Remembers that this member's referral is settled in this tab (storage that refuses writes forgets it). */
export function markReferralSent(storage: Pick<StorageAdapter, 'setItem'>, userId: string): void {
  try {
    storage.setItem(REFERRAL_SENT_KEY, userId);
  } catch {
    // Without storage the next page load posts again, which the server answers without counting twice.
  }
}
