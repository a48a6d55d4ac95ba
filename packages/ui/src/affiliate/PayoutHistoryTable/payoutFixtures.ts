// Sample payouts for the stories and tests (not exported by the kit), as a page maps the SDK's `Payout`.
import { payoutViews } from '../../private/LedgerShared/storyFixtures';
import type { PayoutHistoryRow } from './PayoutHistoryTable';

export const payoutRows: PayoutHistoryRow[] = [
  { id: 'p3', requestedAt: '2026-11-19T10:00:00Z', amount: 120, status: payoutViews.requested },
  { id: 'p2', requestedAt: '2026-09-02T10:00:00Z', amount: 64.5, status: payoutViews.rejected, rejectionReason: 'The bank details on file were incomplete. Please update them and request again.' },
  { id: 'p1', requestedAt: '2026-08-01T10:00:00Z', amount: 329.67, status: payoutViews.paid, reference: 'WISE-2026-08-7731', paidAt: '2026-08-05T12:00:00Z' },
];
