import { workspaceMessages, type PerformanceRange, type PortfolioAnalytics } from '@pt/api';
import { keys } from '../keys';
import { useGatedQuery } from '../internal/useGatedQuery';
import { useUserId } from '../internal/useUserId';

/**
 * A portfolio's advanced analytics (`GET /api/portfolio/{id}/analytics`, the `advanced_analytics`
 * feature: Premium and Pro): volatility, maximum drawdown with its dates, monthly returns (a list
 * and a year x month table) and the benchmark (SPY unless named) over the range (1Y unless named).
 * `status: 'locked'` carries the upgrade prompt (`lock.message`, `lock.upgradePath`) and nothing is
 * requested. Read again after every transaction write.
 */
export function useAnalytics(portfolioId: string | null, range: PerformanceRange = '1Y', benchmark = 'SPY') {
  const userId = useUserId();
  const symbol = benchmark.trim().toUpperCase();
  const q = useGatedQuery<PortfolioAnalytics>(
    'useAnalytics', 'advanced_analytics',
    userId && portfolioId ? keys.analytics(userId, portfolioId, range, symbol) : null,
    (c) => c.portfolio.analytics(portfolioId ?? '', { range, benchmark: symbol }),
    workspaceMessages.loadAnalyticsFailed,
  );
  return { ...q, analytics: q.data };
}
