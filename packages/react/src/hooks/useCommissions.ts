import { useMemo } from 'react';
import { commissionStatusView, fraudFlagLabel, ledgerMessages, type CommissionEntry, type CommissionQuery, type StatusView } from '@pt/api';
import { formatCurrency, formatDate, formatRate } from '@pt/api/format';
import { keys } from '../keys';
import { useAffiliateScope } from '../internal/useAffiliateScope';
import { ledgerState, queryKeyOf, type LedgerState } from '../internal/ledgerState';
import { pagedQuery } from '../internal/pagedQuery';
import { usePagedList } from './usePagedList';

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
  rate: formatRate(entry.rate),
  source: entry.link?.name ?? entry.coupon?.code ?? '',
  holdUntil: formatDate(entry.hold_until),
  flags: entry.flags.map((f) => ({ code: f.code, label: fraudFlagLabel(f.code), reason: f.reason })),
});

/** The shown page of the history, for the table and its pager. */
export interface CommissionPageView {
  rows: CommissionRow[];
  /** Entries the filters match, on every page. */
  total: number;
  /** 1-based; the pager offers the pages read and the next one (`usePagedList`). */
  page: number;
  pageCount: number;
  setPage(page: number): void;
  /** The shown page is being read. */
  pageLoading: boolean;
}

/**
 * The approved affiliate's commission history (the ledger, newest first), filtered and paged by the
 * server with a cursor (product §10.15, `usePagedList`): `{ status, q, from, to, limit }` (q searches
 * the masked e-mail, the link and the coupon). Each filter set is its own list, from its first page.
 * Ready: the shown page's `rows`, `total`, `page`, `pageCount`, `setPage`. 'Failed to load
 * commissions.' on error; nothing is loaded before approval.
 */
export function useCommissions(filters: Omit<CommissionQuery, 'cursor'> = {}): LedgerState<CommissionPageView> & { refresh(): Promise<void> } {
  const scope = useAffiliateScope();
  const filterKey = queryKeyOf(filters);
  const list = usePagedList<CommissionEntry>(
    'useCommissions',
    scope.status === 'approved' ? keys.affiliateCommissions(scope.userId, filterKey) : null,
    (c, cursor) => c.affiliate.commissions({ ...filters, cursor }),
    ledgerMessages.loadCommissionsFailed,
  );
  const rows = useMemo(() => list.pageItems.map(toCommissionRow), [list.pageItems]);
  const state = ledgerState(scope, pagedQuery(list), (l) => ({
    rows, total: l.total ?? 0, page: l.page, pageCount: l.pageCount, setPage: l.setPage, pageLoading: l.pageLoading,
  }));
  return { ...state, refresh: list.refresh };
}
