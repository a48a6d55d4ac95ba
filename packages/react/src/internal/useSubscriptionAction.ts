import { keys } from '../keys';
import { useUserId } from './useUserId';
import { useDataMutate } from './useSwrScope';

/** Refreshes the current subscription of the signed-in user. */
export function useRefreshSubscription() {
  const userId = useUserId();
  const mutate = useDataMutate('useRefreshSubscription');
  return async () => { if (userId) await mutate(keys.subscription(userId)); };
}
