import { useMemo } from 'react';
import { EARNINGS_SERIES, ledgerMessages, monthlyEarningsRows, type EarningsSeries, type MonthlyEarningsRow } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useAffiliateScope } from '../internal/useAffiliateScope';
import { ledgerState, type LedgerState } from '../internal/ledgerState';

/**
 * The earnings chart's data: commission by status for each of the last `months` months (12), oldest
 * first, each with its label ('May 2026') and total (pending + approved + paid); `series` is the
 * stacking order (paid, approved, pending; voided apart). `isEmpty` when nothing was earned in the
 * range. 'Failed to load earnings.' on error.
 */
export function useMonthlyEarnings(months = 12): LedgerState<{ rows: MonthlyEarningsRow[]; series: readonly EarningsSeries[]; isEmpty: boolean }> & { refresh(): Promise<void> } {
  const scope = useAffiliateScope();
  const q = useApiQuery(
    'useMonthlyEarnings',
    scope.status === 'approved' ? keys.affiliateMonthlyEarnings(scope.userId, months) : null,
    (c) => c.affiliate.monthlyEarnings(months),
    ledgerMessages.loadEarningsFailed,
  );
  const rows = useMemo(() => monthlyEarningsRows(q.data?.months ?? []), [q.data]);
  const state = ledgerState(scope, q, () => ({ rows, series: EARNINGS_SERIES, isEmpty: rows.every((r) => r.total === 0 && r.voided === 0) }));
  return { ...state, refresh: q.refresh };
}
