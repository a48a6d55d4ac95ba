// Sample ledger rows for the table's stories and tests (not exported by the kit), as a page maps
// the SDK's `CommissionEntry` (masked e-mails, `commissionStatusView(status, held)`).
import { commissionViews, disposableEmail, selfReferral } from '../../private/LedgerShared/storyFixtures';
import type { CommissionLedgerRow } from './CommissionLedgerTable';

const HELD_NOTE = 'On hold: our team reviews this commission before it can be approved.';

export const ledgerRows: CommissionLedgerRow[] = [
  {
    id: 'c7', date: '2026-11-20T09:12:00Z', customer: 'j***@g***.com', amount: 99.9, rate: 30, commission: 29.97,
    source: { kind: 'link', name: 'YouTube description' }, statusKey: 'pending', status: commissionViews.pending,
    holdUntil: '2026-12-20T09:12:00Z', invoice: 'INV-2026-0419',
  },
  {
    id: 'c6', date: '2026-11-18T15:40:00Z', customer: 'a***@p***.me', amount: 9.99, rate: 30, commission: 3,
    source: { kind: 'coupon', name: 'ADA10' }, statusKey: 'pending', status: commissionViews.held,
    flags: [selfReferral, disposableEmail], note: HELD_NOTE, invoice: 'INV-2026-0412',
  },
  {
    id: 'c5', date: '2026-10-02T11:00:00Z', customer: 'm***@o***.com', amount: 400, rate: 30, commission: 120,
    source: { kind: 'link', name: 'Summer promo' }, statusKey: 'approved', status: commissionViews.approved, invoice: 'INV-2026-0377',
  },
  {
    id: 'c4', date: '2026-09-14T08:30:00Z', customer: 'k***@y***.com', amount: 99.9, rate: 20, commission: 19.98,
    source: { kind: 'coupon', name: 'SPRING20' }, statusKey: 'voided', status: commissionViews.voided,
    voidReason: 'The invoice was refunded.', invoice: 'INV-2026-0341',
  },
  {
    id: 'c3', date: '2026-07-01T10:00:00Z', customer: 'j***@g***.com', amount: 599.4, rate: 30, commission: 179.82,
    source: { kind: 'link', name: 'YouTube description' }, statusKey: 'paid', status: commissionViews.paid,
    paidAt: '2026-08-05T12:00:00Z', invoice: 'INV-2026-0290',
  },
  {
    id: 'c2', date: '2026-06-03T10:00:00Z', customer: 's***@h***.com', amount: 499.5, rate: 30, commission: 149.85,
    source: null, statusKey: 'paid', status: commissionViews.paid, paidAt: '2026-08-05T12:00:00Z',
  },
];
