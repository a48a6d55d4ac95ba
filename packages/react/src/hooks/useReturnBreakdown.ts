import { PERFORMANCE_RANGES, PERFORMANCE_RANGE_LABELS, workspaceMessages, type PerformanceRange } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/**
 * A portfolio's return over a range explained (`GET /api/portfolio/{id}/returns?range=`, product
 * §10.23): the breakdown from the starting value to the ending value, each line with the
 * transactions and prices behind it, the gain's parts, and the time-weighted return beside the
 * money-weighted one with why they differ. `ranges` and `labels` are the range buttons.
 */
export function useReturnBreakdown(portfolioId: string | null, range: PerformanceRange) {
  const userId = useUserId();
  const q = useApiQuery(
    'useReturnBreakdown',
    userId && portfolioId ? keys.returns(userId, portfolioId, range) : null,
    (c) => c.portfolio.returns(portfolioId ?? '', range),
    workspaceMessages.loadReturnsFailed,
  );
  return { ...q, returns: q.data ?? null, ranges: PERFORMANCE_RANGES, labels: PERFORMANCE_RANGE_LABELS };
}
