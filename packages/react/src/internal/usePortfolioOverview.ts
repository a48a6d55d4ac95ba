import { workspaceMessages, type PortfolioOverview } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery, type QueryResult } from './useApiQuery';
import { useUserId } from './useUserId';

/**
 * What the overview shows, computed by the server (`GET /api/portfolio/{id}/overview`): one cache
 * entry per user and portfolio, shared by the overview (`useHoldings`) and the transaction list's
 * symbol filter, and read again after every write to the portfolio (`portfolioDerivedKeys`).
 */
export function usePortfolioOverview(hookName: string, portfolioId: string | null): QueryResult<PortfolioOverview> {
  const userId = useUserId();
  return useApiQuery(hookName, userId && portfolioId ? keys.overview(userId, portfolioId) : null, (c) => c.portfolio.overview(portfolioId ?? ''), workspaceMessages.loadOverviewFailed);
}
