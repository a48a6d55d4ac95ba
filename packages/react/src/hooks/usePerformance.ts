import { PERFORMANCE_RANGES, PERFORMANCE_RANGE_LABELS, RETURN_METHOD, workspaceMessages, type PerformanceRange } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/**
 * A portfolio's value series and returns over a range (`GET /api/portfolio/{id}/performance`),
 * computed by the server with the SDK's math. `method` names the return method for the screen
 * (the SDK's `RETURN_METHOD`); `ranges` and `labels` are the chart's range buttons.
 */
export function usePerformance(portfolioId: string | null, range: PerformanceRange) {
  const userId = useUserId();
  const q = useApiQuery(
    'usePerformance',
    userId && portfolioId ? keys.performance(userId, portfolioId, range) : null,
    (c) => c.portfolio.performance(portfolioId ?? '', range),
    workspaceMessages.loadPerformanceFailed,
  );
  return { ...q, performance: q.data ?? null, method: RETURN_METHOD, ranges: PERFORMANCE_RANGES, labels: PERFORMANCE_RANGE_LABELS };
}
