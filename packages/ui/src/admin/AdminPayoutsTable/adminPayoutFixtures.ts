// Sample payout requests for the admin stories and tests (not exported by the kit).
import { payoutViews } from '../../private/LedgerShared/storyFixtures';
import type { AdminPayoutRow } from './AdminPayoutsTable';

export const adminPayouts: AdminPayoutRow[] = [
  { id: 'p9', affiliateName: 'Ada Lovelace', affiliateEmail: 'ada@example.com', amount: 120, requestedAt: '2026-11-19T10:00:00Z', status: payoutViews.requested, open: true },
  { id: 'p8', affiliateName: 'Grace Hopper', affiliateEmail: 'grace@example.com', amount: 312.4, requestedAt: '2026-11-17T10:00:00Z', status: payoutViews.requested, open: true },
  {
    id: 'p7', affiliateName: 'Alan Turing', affiliateEmail: 'alan@example.com', amount: 64.5, requestedAt: '2026-09-02T10:00:00Z', status: payoutViews.rejected,
    open: false, rejectionReason: 'The bank details on file were incomplete.', decidedAt: '2026-09-03T10:00:00Z',
  },
  {
    id: 'p6', affiliateName: 'Ada Lovelace', affiliateEmail: 'ada@example.com', amount: 329.67, requestedAt: '2026-08-01T10:00:00Z', status: payoutViews.paid,
    open: false, reference: 'WISE-2026-08-7731', decidedAt: '2026-08-05T12:00:00Z',
  },
];
