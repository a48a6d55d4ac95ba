import { workspaceMessages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/**
 * A portfolio's holdings in their own currency and in its base currency, its cash in each
 * currency, and the summary with the currency effect apart from the price effect
 * (`GET /api/portfolio/{id}/money`, product §10.21-§10.22), computed by the server at the delayed
 * quotes and the latest exchange rates. Money in integer minor units (write it with `formatMoney`).
 * A transaction written through `useTransactions` fetches it again.
 */
export function usePortfolioMoney(portfolioId: string | null) {
  const userId = useUserId();
  const q = useApiQuery(
    'usePortfolioMoney',
    userId && portfolioId ? keys.money(userId, portfolioId) : null,
    (c) => c.portfolio.money(portfolioId ?? ''),
    workspaceMessages.loadMoneyFailed,
  );
  return { ...q, money: q.data ?? null };
}
