import { sharingMessages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';

/**
 * A shared portfolio's public view (`/shared/{token}`; signed in or not): weights and returns in
 * percent, never an amount. `notFound` when the link does not exist, was revoked or its owner's
 * plan no longer includes sharing; `message` is the screen's text for either failure.
 */
export function usePublicPortfolio(token: string | null) {
  const q = useApiQuery('usePublicPortfolio', token ? keys.publicPortfolio(token) : null, (c) => c.sharing.view(token ?? ''), sharingMessages.publicLoadFailed);
  const notFound = q.status === 'error' && q.error.status === 404;
  return {
    ...q,
    portfolio: q.data ?? null,
    notFound,
    message: notFound ? sharingMessages.publicNotFound : q.message,
    /** The line to show beside the figures: no amounts are shown. */
    note: sharingMessages.noAmounts,
  };
}
