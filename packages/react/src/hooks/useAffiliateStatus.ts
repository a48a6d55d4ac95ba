import {
  affiliateStatus, messages, normalizeError,
  type AffiliateApplication, type AffiliateProfileSummary, type AffiliateStatus, type ApiError,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

export interface AffiliateStatusData {
  status: AffiliateStatus;
  profile: AffiliateProfileSummary | null;
  application: AffiliateApplication | null;
  /** Why the check failed; the status is then none, as product §4 says. Null otherwise. */
  checkError: ApiError | null;
  /** The product §8 load text ('Failed to load affiliate data. Please refresh the page.') when the check failed, so a screen can say so. */
  checkMessage: string | null;
}

export type AffiliateStatusState =
  | { status: 'loading' }
  | (AffiliateStatusData & { signedIn: boolean });

/**
 * Affiliate status of product §4 (none, pending, rejected, approved) with the SDK's rule;
 * any error while checking gives none (and `checkError` says why). Signed out: none.
 */
export function useAffiliateStatus(): AffiliateStatusState & { refresh(): Promise<void> } {
  const userId = useUserId();
  const q = useApiQuery<AffiliateStatusData>('useAffiliateStatus', userId ? keys.affiliateStatus(userId) : null, async (client) => {
    try {
      const [profile, application] = await Promise.all([client.affiliate.getProfile(), client.affiliate.getApplication()]);
      return { status: affiliateStatus({ profile, application }), profile, application, checkError: null, checkMessage: null };
    } catch (error) {
      return { status: affiliateStatus({ error }), profile: null, application: null, checkError: normalizeError(error), checkMessage: messages.loadFailed };
    }
  }, messages.loadFailed);
  if (!userId) return { status: 'none', profile: null, application: null, checkError: null, checkMessage: null, signedIn: false, refresh: q.refresh };
  if (q.status !== 'success') return { status: 'loading', refresh: q.refresh };
  return { ...q.data, signedIn: true, refresh: q.refresh };
}
