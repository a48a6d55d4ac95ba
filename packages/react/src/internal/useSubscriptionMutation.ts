import { keys } from '../keys';
import { useMutation } from '../hooks/useMutation';
import { useUserId } from './useUserId';

/**
 * A write to the signed-in user's subscription (cancel, resume, plan change): the subscription
 * is fetched again before success shows, so the screen never shows the old state as done.
 * `errorMessage` is the product §8 text for a failure; `successMessage` the toast, if any.
 */
export function useSubscriptionMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  messages: { error(error: unknown): string; success: string | null },
) {
  const userId = useUserId();
  const mutation = useMutation(mutationFn, {
    onSuccess: (_data, _variables, { revalidate }) => (userId ? revalidate(keys.subscription(userId)) : undefined),
  });
  return {
    ...mutation,
    errorMessage: mutation.error ? messages.error(mutation.error) : null,
    successMessage: mutation.status === 'success' ? messages.success : null,
  };
}
