import { useCallback, useState } from 'react';
import { messages, paymentErrorMessage, removePaymentMethodErrorMessage } from '@pt/api';

/** Spec 8: the server message or 'Failed to remove payment method.' */
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/**
 * Saved cards (spec 7, 8): list ('Failed to load payment methods.'), attach ('Payment
 * method added successfully!'), remove ('Payment Method Removed' or the server message /
 * 'Failed to remove payment method.').
 */
export function usePaymentMethods() {
  const client = useApiClient('usePaymentMethods');
  const userId = useUserId();
  const q = useApiQuery('usePaymentMethods', userId ? keys.paymentMethods(userId) : null, (c) => c.payments.listPaymentMethods(), messages.loadPaymentMethodsFailed);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { refresh } = q;

  const run = useCallback(async (id: string, call: () => Promise<unknown>, ok: string, fail: (e: unknown) => string) => {
    if (busyId) return false;
    setBusyId(id);
    setResult(null);
    try {
      await call();
      setResult({ ok: true, message: ok });
      await refresh();
      return true;
    } catch (e) {
      setResult({ ok: false, message: fail(e) });
      return false;
    } finally {
      setBusyId(null);
    }
  }, [busyId, refresh]);

  return {
    ...q,
    methods: q.data ?? [],
    attach: useCallback((paymentMethodId: string) =>
      run(paymentMethodId, () => client.payments.attachPaymentMethod({ payment_method_id: paymentMethodId }), messages.paymentMethodAdded, paymentErrorMessage), [client, run]),
    remove: useCallback((id: string) =>
      run(id, () => client.payments.removePaymentMethod(id), messages.paymentMethodRemoved, removePaymentMethodErrorMessage), [client, run]),
    /** The method being attached or removed. */
    busyId,
    /** The last action's toast: success or error message. */
    result,
  };
}
