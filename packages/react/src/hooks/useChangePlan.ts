import { useCallback, useState } from 'react';
import {
  billingMessages, planChangeView, updatePlanErrorMessage, messages, isApiError,
  type PlanChangePreviewResponse, type PlanChangeView, type PlanOffer, type Subscription,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey, keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

export interface PlanChangePreview {
  target: PlanOffer;
  current: PlanOffer | null;
  /** The confirmation's texts: both prices per the same period, and (once the server answered) what is charged today. */
  view: PlanChangeView;
  /** The server's preview of the change: loading, failed (with its message) or ready. */
  status: 'loading' | 'error' | 'ready';
  /** What the server previewed (amounts in minor units); null until it answered. */
  charge: PlanChangePreviewResponse | null;
  /** Why the preview failed ('Failed to load what the change costs. Please try again.' or the server's refusal). */
  errorMessage: string | null;
  /** Asks the server again. */
  refresh(): Promise<void>;
}

/**
 * Plan change (product §7, §8, §11.5): `select(target, current)` asks the server what the change does and
 * charges today (GET change-preview) and gives the confirmation's texts, comparing like with like;
 * `confirm()` sends the offer id with the amount shown as `expected_amount` (the server refuses
 * another amount: the preview is fetched again and the member confirms again) and resolves the updated
 * subscription; 'Plan Updated' or the server message / 'Failed to update plan.' Afterwards the
 * subscription and the payments reads (a new invoice) are fetched again.
 */
export function useChangePlan() {
  const client = useApiClient('useChangePlan');
  const userId = useUserId();
  const [selection, setSelection] = useState<{ target: PlanOffer; current: PlanOffer | null } | null>(null);
  const q = useApiQuery(
    'useChangePlan',
    userId && selection ? keys.planChangePreview(userId, selection.target.id) : null,
    (c) => c.subscription.previewChange({ new_price_id: selection?.target.id ?? '' }),
    billingMessages.loadPreviewFailed,
    { revalidateOnFocus: false },
  );
  const change = useMutation(
    ({ target, expected }: { target: PlanOffer; expected: number | null }): Promise<Subscription> =>
      client.subscription.update({ new_price_id: target.id, ...(expected === null ? {} : { expected_amount: expected }) }),
    { onSuccess: (_s, _v, { revalidate }) => (userId ? Promise.all([revalidate((k) => isUserKey(k, userId, 'subscription')), revalidate((k) => isUserKey(k, userId, 'payments'))]) : undefined) },
  );
  const { reset, mutateAsync } = change;
  const select = useCallback((target: PlanOffer, current: PlanOffer | null) => {
    reset();
    setSelection({ target, current });
  }, [reset]);
  const ready = q.status === 'success' ? q.data : null;
  const { refresh } = q;
  const confirm = useCallback(async () => {
    if (!selection || !ready) return undefined;
    try {
      const updated = await mutateAsync({ target: selection.target, expected: ready.charged_today });
      setSelection(null);
      return updated;
    } catch (error) {
      // The amount due moved (a day passed): show the new one before anything is charged.
      if (isApiError(error) && error.status === 409) await refresh();
      throw error;
    }
  }, [selection, ready, mutateAsync, refresh]);
  const preview: PlanChangePreview | null = selection
    ? {
      ...selection,
      view: planChangeView(selection.target, selection.current, ready),
      status: q.status === 'error' ? 'error' : ready ? 'ready' : 'loading',
      charge: ready,
      errorMessage: q.status === 'error' ? (q.error.source === 'server' && q.error.status < 500 ? q.error.message : q.message) : null,
      refresh,
    }
    : null;
  return {
    ...change,
    errorMessage: change.error ? updatePlanErrorMessage(change.error) : null,
    successMessage: change.status === 'success' ? messages.planUpdated : null,
    preview,
    select,
    confirm,
    cancel: useCallback(() => setSelection(null), []),
  };
}
