import { messages, removePaymentMethodErrorMessage } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/**
 * Saved cards (product §7, §8): the list ('Failed to load payment methods.') and `remove`, a write
 * whose variables are the card's id ('Payment Method Removed', or the server message / 'Failed
 * to remove payment method.'); the list is fetched again before a removal reports success.
 */
export function usePaymentMethods() {
  const client = useApiClient('usePaymentMethods');
  const userId = useUserId();
  const q = useApiQuery('usePaymentMethods', userId ? keys.paymentMethods(userId) : null, (c) => c.payments.listPaymentMethods(), messages.loadPaymentMethodsFailed);
  const remove = useMutation((id: string) => client.payments.removePaymentMethod(id), {
    onSuccess: (_none, _id, { revalidate }) => (userId ? revalidate(keys.paymentMethods(userId)) : undefined),
  });
  return {
    ...q,
    methods: q.data ?? [],
    remove: {
      ...remove,
      errorMessage: remove.error ? removePaymentMethodErrorMessage(remove.error) : null,
      successMessage: remove.status === 'success' ? messages.paymentMethodRemoved : null,
    },
  };
}
