// The hooks' ledger rows as the kit's money components take them: raw amounts and ISO dates (the
// components write them with ledgerFormat), statuses as the SDK shows them.
import {
  COMMISSION_STATUSES, commissionStatusView, EARNINGS_SERIES, ledgerMessages, type CommissionEntry, type CommissionQuery,
  type CommissionStatus, type MonthlyEarningsRow,
} from '@pt/api';
import { planName } from '@pt/api/format';
import type { CommissionRow, PayoutRow, ReferredCustomerRow } from '@pt/react';
import type {
  CommissionLedgerFilter, CommissionLedgerRow, CommissionStatusOption, EarningsMonth, EarningsSeries,
  PayoutHistoryRow, ReferredCustomerRow as ReferredCustomerView,
} from '@pt/ui/affiliate';

/** The filter's statuses in the ledger's order, labelled as the badges are. */
export const commissionStatusOptions: CommissionStatusOption[] = COMMISSION_STATUSES.map((value) => ({ value, ...commissionStatusView(value) }));

const isCommissionStatus = (value: string): value is CommissionStatus => (COMMISSION_STATUSES as readonly string[]).includes(value);

/** The table's filter as the server's query: 'all' and empty fields are left out. */
export function commissionQuery(filter: CommissionLedgerFilter, page: { limit: number } | null): CommissionQuery {
  const query: CommissionQuery = {};
  if (isCommissionStatus(filter.status)) query.status = filter.status;
  if (filter.query.trim()) query.q = filter.query.trim();
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (page) query.limit = page.limit;
  return query;
}

const sourceOf = (entry: CommissionEntry): CommissionLedgerRow['source'] =>
  entry.link ? { kind: 'link', name: entry.link.name } : entry.coupon ? { kind: 'coupon', name: entry.coupon.code } : null;

export const toLedgerRow = (row: CommissionRow): CommissionLedgerRow => {
  const { entry } = row;
  return {
    id: entry.id,
    date: entry.created_at,
    customer: entry.customer_email,
    amount: entry.amount,
    rate: entry.rate,
    commission: entry.commission,
    source: sourceOf(entry),
    statusKey: entry.status,
    status: row.status,
    flags: row.flags,
    note: entry.held && entry.status === 'pending' ? ledgerMessages.heldForReview : null,
    holdUntil: entry.status === 'pending' && !entry.held ? entry.hold_until : null,
    paidAt: entry.paid_at,
    voidReason: entry.void_reason,
    invoice: entry.invoice_id,
  };
};

/** The chart's series from the bottom up (the SDK's order), voided commission drawn apart. */
export type EarningsKey = (typeof EARNINGS_SERIES)[number] | 'voided';
export const earningsSeries: EarningsSeries<EarningsKey>[] = [
  ...EARNINGS_SERIES.map((key) => ({ key, ...commissionStatusView(key) })),
  { key: 'voided', ...commissionStatusView('voided'), excluded: true },
];

export const toEarningsMonth = (row: MonthlyEarningsRow): EarningsMonth<EarningsKey> => ({
  month: row.month, label: row.label, axisLabel: row.label.slice(0, 3),
  pending: row.pending, approved: row.approved, paid: row.paid, voided: row.voided,
});


export const toReferredCustomer = (row: ReferredCustomerRow): ReferredCustomerView => ({
  id: row.customer.id, email: row.email, plan: row.plan ? planName(row.plan) : null, firstPaidAt: row.customer.first_paid_at, status: row.status,
});

export const toPayoutHistoryRow = (row: PayoutRow): PayoutHistoryRow => ({
  id: row.payout.id, requestedAt: row.payout.requested_at, amount: row.payout.amount, status: row.status,
  reference: row.payout.reference, rejectionReason: row.payout.rejection_reason,
  paidAt: row.payout.status === 'paid' ? row.payout.decided_at : null,
});
