import { workspaceMessages, type PortfolioRisk } from '@pt/api';
import { keys } from '../keys';
import { useGatedQuery } from '../internal/useGatedQuery';
import { useUserId } from '../internal/useUserId';

/**
 * A portfolio's risk rules (`GET /api/portfolio/{id}/risk`, the `risk_metrics` feature: Pro): each
 * rule pass or warn with its sentence, at the delayed quotes. `status: 'locked'` carries the upgrade
 * prompt on other plans. Read again after every transaction write.
 */
export function useRisk(portfolioId: string | null) {
  const userId = useUserId();
  const q = useGatedQuery<PortfolioRisk>(
    'useRisk', 'risk_metrics',
    userId && portfolioId ? keys.risk(userId, portfolioId) : null,
    (c) => c.portfolio.risk(portfolioId ?? ''),
    workspaceMessages.loadRiskFailed,
  );
  return { ...q, risk: q.data };
}
