import { useAffiliateStatus } from '../hooks/useAffiliateStatus';
import { useUserId } from './useUserId';

/** Whose affiliate data a hook may load: the user's cache scope once they are an approved affiliate (product §4), else why not. */
export type AffiliateScope = { status: 'loading' } | { status: 'notApproved' } | { status: 'approved'; userId: string };

export function useAffiliateScope(): AffiliateScope {
  const userId = useUserId();
  const affiliate = useAffiliateStatus();
  if (affiliate.status === 'loading') return { status: 'loading' };
  return affiliate.status === 'approved' && userId ? { status: 'approved', userId } : { status: 'notApproved' };
}
