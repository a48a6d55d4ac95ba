import { messages, serverMessageOr, type Invoice } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey } from '../keys';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/**
 * Pays an open invoice (a renewal that failed, product §11.6) with the default card; the variables are the
 * invoice's id. Afterwards the payments and subscription reads are fetched again (the subscription is
 * active again). `errorMessage`: the server's (a declined card) or 'Payment failed'.
 */
export function usePayInvoice() {
  const client = useApiClient('usePayInvoice');
  const userId = useUserId();
  const pay = useMutation((id: string): Promise<Invoice> => client.payments.payInvoice(id), {
    onSuccess: (_i, _id, { revalidate }) => (userId
      ? Promise.all([revalidate((k) => isUserKey(k, userId, 'payments')), revalidate((k) => isUserKey(k, userId, 'subscription'))])
      : undefined),
  });
  return {
    ...pay,
    errorMessage: pay.error ? serverMessageOr(pay.error, messages.paymentFailed) : null,
    successMessage: pay.status === 'success' ? messages.paymentSuccessful : null,
  };
}
