import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { portfolioAfterRemoval, selectPortfolio, workspaceMessages, type Portfolio, type PortfolioInput } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey, keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/** The query parameter that keeps the selected portfolio in the URL: `/app?portfolio=<id>`. */
export const PORTFOLIO_PARAM = 'portfolio';

/** A new name, and optionally a new base currency (every figure is then converted to it, product §10.22). */
export interface RenamePortfolioVariables { id: string; name: string; currency?: string }

/**
 * The member's portfolios (`GET /api/portfolio`) and the one the page shows: the id in the URL
 * (`?portfolio=`), else the first when none or unknown (the SDK's `selectPortfolio`). `select(id)`
 * puts an id in the URL. Writes on the one mutation shape: `create` (selects the new portfolio),
 * `rename` (keeps description and currency), `remove` (a deleted selection moves to the next
 * portfolio, else the one before). Deleting asks first: `askRemove(id)` names the portfolio in
 * `confirmingRemoval`, `confirmRemove()` deletes it, `cancelRemove()` forgets it.
 */
export function usePortfolios() {
  const client = useApiClient('usePortfolios');
  const userId = useUserId();
  const [params, setParams] = useSearchParams();
  const q = useApiQuery('usePortfolios', userId ? keys.portfolios(userId) : null, (c) => c.portfolio.list(), workspaceMessages.loadPortfoliosFailed);
  const portfolios = useMemo(() => q.data ?? [], [q.data]);
  const requestedId = params.get(PORTFOLIO_PARAM);
  const selected = selectPortfolio(portfolios, requestedId);

  const select = useCallback((id: string | null, options: { replace?: boolean } = {}) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(PORTFOLIO_PARAM, id);
      else next.delete(PORTFOLIO_PARAM);
      return next;
    }, { replace: options.replace ?? false });
  }, [setParams]);

  const refetchList = (revalidate: (target: readonly (string | number)[]) => Promise<void>) => (userId ? revalidate(keys.portfolios(userId)) : undefined);

  const create = useMutation((input: PortfolioInput) => client.portfolio.create(input), {
    onSuccess: async (created, _input, { revalidate }) => {
      await refetchList(revalidate);
      select(created.id);
    },
  });
  const rename = useMutation(({ id, name, currency }: RenamePortfolioVariables) => {
    const current = portfolios.find((p) => p.id === id);
    return client.portfolio.update(id, { name, description: current?.description ?? '', currency: currency ?? current?.currency ?? 'USD' });
  }, {
    onSuccess: async (_p, { id }, { revalidate }) => {
      await refetchList(revalidate);
      // A new base currency changes every figure of the portfolio.
      if (userId) await revalidate((key) => isUserKey(key, userId, 'portfolio') && Array.isArray(key) && key.includes(id));
    },
  });
  const remove = useMutation(async (id: string) => { await client.portfolio.remove(id); return id; }, {
    onSuccess: async (id, _v, { revalidate }) => {
      const next = selected?.id === id ? portfolioAfterRemoval(portfolios, id) : undefined;
      // Its transactions went with it, and so did the holdings they made.
      await Promise.all([refetchList(revalidate), userId ? revalidate((key) => isUserKey(key, userId, 'usage')) : undefined]);
      if (next !== undefined) select(next?.id ?? null, { replace: true });
    },
  });

  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const confirmingRemoval: Portfolio | null = portfolios.find((p) => p.id === confirmingId) ?? null;
  const confirmRemove = useCallback(async (): Promise<string | undefined> => {
    if (!confirmingId) return undefined;
    const id = await remove.mutateAsync(confirmingId);
    setConfirmingId(null);
    return id;
  }, [confirmingId, remove]);

  return {
    ...q,
    portfolios,
    selected,
    selectedId: selected?.id ?? null,
    select,
    create,
    rename,
    remove,
    askRemove: setConfirmingId as (id: string) => void,
    confirmingRemoval,
    confirmRemove,
    cancelRemove: useCallback(() => setConfirmingId(null), []),
  };
}
