import { featureLockFromError, sharingMessages, type PortfolioShare } from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/**
 * A portfolio's public link (the Pro plan's sharing): `share` (null when not shared; its `url` to
 * copy, `active: false` while the plan lacks sharing), `create` (returns the link it has when
 * already shared) and `revoke` (the link is dead from then on; sharing again makes a new one).
 * A refusal for the plan is `featureLock` ({ message, upgradePath }) for the upgrade prompt.
 */
export function usePortfolioShare(portfolioId: string | null) {
  const client = useApiClient('usePortfolioShare');
  const { mutate: cache } = useApiContext('usePortfolioShare');
  const userId = useUserId();
  const key = userId && portfolioId ? keys.portfolioShare(userId, portfolioId) : null;
  const q = useApiQuery('usePortfolioShare', key, (c) => c.sharing.get(portfolioId ?? ''), sharingMessages.loadFailed);
  const put = async (value: PortfolioShare | null) => { if (key && cache) await cache(key, value, { revalidate: false }); };

  const create = useMutation(async (): Promise<PortfolioShare> => {
    if (!portfolioId) throw new Error('Choose a portfolio first');
    const link = await client.sharing.create(portfolioId);
    await put(link);
    return link;
  });
  const revoke = useMutation(async (): Promise<void> => {
    if (!portfolioId) throw new Error('Choose a portfolio first');
    await client.sharing.revoke(portfolioId);
    await put(null);
  });

  const failed = create.error ?? revoke.error;
  return {
    ...q,
    share: q.data ?? null,
    create,
    revoke,
    featureLock: featureLockFromError(create.error),
    /** The text for a failed create or revoke (the plan's refusal is `featureLock` instead). */
    errorMessage: featureLockFromError(failed) ? null : create.error ? sharingMessages.shareFailed : revoke.error ? sharingMessages.revokeFailed : null,
  };
}
