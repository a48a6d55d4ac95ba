import { useSWRConfig } from 'swr';
import { keys } from '../keys';
import { useUserId } from './useUserId';

/** Refreshes the current subscription of the signed-in user. */
export function useRefreshSubscription() {
  const userId = useUserId();
  const { mutate } = useSWRConfig();
  return async () => { if (userId) await mutate(keys.subscription(userId)); };
}
