import { useMemo } from 'react';
import {
  commissionStatusView, formatCurrency, formatDate, fraudFlagLabel, ledgerMessages,
  type CommissionEntry, type CommissionQuery, type StatusView,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useAffiliateScope } from '../internal/useAffiliateScope';
import { ledgerState, queryKeyOf, type LedgerState } from '../internal/ledgerState';

/** A ledger entry with what the history table shows. */
export interface CommissionRow {
  entry: CommissionEntry;
  /** 'Pending', 'On hold' (a fraud flag holds it), 'Approved', 'Paid', 'Voided', with its tone. */
  status: StatusView;
  /** 'MMM dd, yyyy' of when it was recorded. */
  date: string;
  amount: string;
  commission: string;
  rate: string;
  /** The link's name or the coupon's code it came through ('' when neither). */
  source: string;
  /** Until when a refund can still void it. */
  holdUntil: string;
  flags: { code: string; label: string; reason: string }[];
}

export const toCommissionRow = (entry: CommissionEntry): CommissionRow => ({
  entry,
  status: commissionStatusView(entry.status, entry.held),
  date: formatDate(entry.created_at),
  amount: formatCurrency(entry.amount),
  commission: formatCurrency(entry.commission),
  rate: `${entry.rate}%`,
  source: entry.link?.name ?? entry.coupon?.code ?? '',
  holdUntil: formatDate(entry.hold_until),
  flags: entry.flags.map((f) => ({ code: f.code, label: fraudFlagLabel(f.code), reason: f.reason })),
});

/**
 * The approved affiliate's commission history (the ledger, newest first), filtered and paged by the
 * server: `{ status, q, from, to, limit, offset }` (q searches the masked e-mail, the link and the
 * coupon). Each filter set is its own cache entry. Ready: `rows`, `total`, `limit`, `offset`.
 * 'Failed to load commissions.' on error; nothing is loaded before approval.
 */
export function useCommissions(filters: CommissionQuery = {}): LedgerState<{ rows: CommissionRow[]; total: number; limit: number; offset: number }> & { refresh(): Promise<void> } {
  const scope = useAffiliateScope();
  const filterKey = queryKeyOf(filters);
  const q = useApiQuery(
    'useCommissions',
    scope.status === 'approved' ? keys.affiliateCommissions(scope.userId, filterKey) : null,
    (c) => c.affiliate.commissions(filters),
    ledgerMessages.loadCommissionsFailed,
  );
  const rows = useMemo(() => q.data?.entries.map(toCommissionRow) ?? [], [q.data]);
  const state = ledgerState(scope, q, (page) => ({ rows, total: page.total, limit: page.limit, offset: page.offset }));
  return { ...state, refresh: q.refresh };
}
