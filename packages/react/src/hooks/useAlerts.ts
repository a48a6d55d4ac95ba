import { useCallback } from 'react';
import {
  describePriceAlert, featureLockFromError, fieldErrorsFromError, priceAlertMessages, serverMessageOr, validatePriceAlert,
  type ApiError, type PriceAlert, type PriceAlertCondition, type PriceAlertField, type PriceAlertInput,
} from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

/** The alert form as typed: the threshold stays text until it is checked. */
export interface PriceAlertFormValues { symbol: string; condition: PriceAlertCondition; threshold: string }

const FIELDS: readonly PriceAlertField[] = ['symbol', 'condition', 'threshold'];
const INITIAL: PriceAlertFormValues = { symbol: '', condition: 'above', threshold: '' };

/**
 * The member's price alerts (the Pro plan's custom alerts): `alerts`, each with `description`
 * ('Above $230.00'); the create form with the SDK's validatePriceAlert (field errors on their
 * fields, the server's `{ error, field }` too, such as an unknown symbol); `remove` is optimistic
 * (the row goes at once, and comes back if the server refuses). A refusal for the plan is
 * `featureLock` for the upgrade prompt. Fired alerts arrive in the bell (useNotifications).
 */
export function useAlerts(initial: Partial<PriceAlertFormValues> = {}) {
  const client = useApiClient('useAlerts');
  const { mutate: cache } = useApiContext('useAlerts');
  const userId = useUserId();
  const key = userId ? keys.alerts(userId) : null;
  const q = useApiQuery('useAlerts', key, (c) => c.alerts.list(), priceAlertMessages.loadFailed);
  const form = useForm<PriceAlertFormValues, PriceAlertInput>({ ...INITIAL, ...initial }, validatePriceAlert);
  const { setFieldErrors } = form;

  const create = useMutation((body: PriceAlertInput): Promise<PriceAlert> => client.alerts.create(body), {
    onSuccess: (_alert, _body, { revalidate }) => (key ? revalidate(key) : undefined),
  });
  const onError = useCallback((error: ApiError) => setFieldErrors(fieldErrorsFromError(error, FIELDS)), [setFieldErrors]);
  const { submit, formMessage, clear } = useFormSubmit(form, create, { onError, resetOnSuccess: true });

  const remove = useMutation(async (id: string): Promise<string> => {
    if (!key || !cache) {
      await client.alerts.remove(id);
      return id;
    }
    const without = (current: PriceAlert[] | undefined) => (current ?? []).filter((a) => a.id !== id);
    await cache<PriceAlert[]>(key, async (current) => {
      await client.alerts.remove(id);
      return without(current);
    }, { optimisticData: without, rollbackOnError: true, populateCache: true, revalidate: true });
    return id;
  });

  const error = create.error;
  const featureLock = featureLockFromError(error);
  const placedOnField = error ? Object.keys(fieldErrorsFromError(error, FIELDS)).length > 0 : false;
  return formHookResult({
    ...q,
    alerts: (q.data ?? []).map((a) => ({ ...a, description: describePriceAlert(a) })),
    form,
    submit,
    create,
    remove,
    /** The alert being deleted, for its busy state. */
    removingId: remove.status === 'pending' ? remove.variables : null,
    featureLock,
    /** A refusal that belongs to no field and is not the plan's (such as the 50-alert limit). */
    errorMessage: formMessage ?? (error && !placedOnField && !featureLock ? serverMessageOr(error, error.message) : null),
    successMessage: create.status === 'success' ? priceAlertMessages.created : null,
    reset: clear,
  });
}
