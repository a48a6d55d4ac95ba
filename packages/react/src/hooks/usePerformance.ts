import { PERFORMANCE_RANGES, PERFORMANCE_RANGE_LABELS, RETURN_METHOD, workspaceMessages, type FeatureLock, type PerformanceRange } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useFeature } from './useEntitlements';

/**
 * A portfolio's value series and returns over a range (`GET /api/portfolio/{id}/performance`),
 * computed by the server with the SDK's math; dividends count in the returns as cash the
 * portfolio returned. `method` names the return method for the screen (the SDK's
 * `RETURN_METHOD`); `ranges` and `labels` are the chart's range buttons. `benchmark` (a symbol,
 * e.g. 'SPY') asks for its line over the same days (`performance.benchmark`) when the plan
 * includes advanced analytics; otherwise the chart comes without it and `benchmarkLock` is the
 * upgrade prompt. While the plan is unknown the chart waits, so it is read once.
 */
export function usePerformance(portfolioId: string | null, range: PerformanceRange, benchmark: string | null = null) {
  const userId = useUserId();
  const wanted = benchmark?.trim().toUpperCase() || null;
  const access = useFeature('advanced_analytics', { enabled: wanted !== null });
  const withBenchmark = wanted !== null && access.status === 'open' ? wanted : null;
  const waiting = wanted !== null && access.status === 'loading';
  const q = useApiQuery(
    'usePerformance',
    userId && portfolioId && !waiting ? keys.performance(userId, portfolioId, range, withBenchmark ?? '') : null,
    (c) => c.portfolio.performance(portfolioId ?? '', withBenchmark ? { range, benchmark: withBenchmark } : range),
    workspaceMessages.loadPerformanceFailed,
  );
  const benchmarkLock: FeatureLock | null = wanted !== null && access.status === 'locked' ? access.lock : null;
  const state = waiting && userId && portfolioId ? { ...q, status: 'loading' as const, data: undefined, error: null, message: null } : q;
  return { ...state, performance: state.data ?? null, benchmarkLock, method: RETURN_METHOD, ranges: PERFORMANCE_RANGES, labels: PERFORMANCE_RANGE_LABELS };
}
