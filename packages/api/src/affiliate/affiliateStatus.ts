import { applicationStatusView } from '../format/statusView';
import type { AffiliateApplication, AffiliateProfileSummary } from './types';

export type AffiliateStatus = 'none' | 'pending' | 'rejected' | 'approved';

/**
 * product §4: approved when the profile has is_affiliate or status active, or the
 * application is approved; else the application's status; none without one or on error.
 */
export function affiliateStatus(input: {
  profile?: Pick<AffiliateProfileSummary, 'is_affiliate' | 'status'> | null;
  application?: Pick<AffiliateApplication, 'status'> | null;
  error?: unknown;
}): AffiliateStatus {
  if (input.error) return 'none';
  const { profile, application } = input;
  if (profile?.is_affiliate === true || profile?.status === 'active' || application?.status === 'approved') return 'approved';
  if (application?.status === 'pending' || application?.status === 'rejected') return application.status;
  return 'none';
}

/** The applicant's status as text; pending reads 'Pending Review' (product §4). */
export const applicationStatusLabel = (status: string): string => applicationStatusView(status).label;
