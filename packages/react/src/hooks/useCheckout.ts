import { useCallback, useMemo, useState } from 'react';
import {
  billingMessages, checkoutView, fieldErrorsFromError, isApiError, messages, normalizePlans, parsePriceId, PAYMENT_PROVIDER, subscribeErrorMessage,
  type CheckoutQuote, type CheckoutView, type CreateSubscriptionResponse, type PlanOffer,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey, keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useCurrentSubscription } from './useCurrentSubscription';
import { useMutation } from './useMutation';

/**
 * Checking out one offer (product §11.3): the server's quote for this member (the referral's discount
 * taken off), a promotion code checked by the server before it is applied (an error keeps what was typed),
 * and two writes: `pay(paymentMethodId)` subscribes with a saved card for exactly the total shown
 * (`expected_amount`: another amount is refused, the quote is fetched again and nothing is charged),
 * and `startTrial()` the free trial, nothing charged. After either, the subscription and payments reads
 * are fetched again.
 */
export function useCheckout(offerId: string) {
  const client = useApiClient('useCheckout');
  const userId = useUserId();
  const parsed = parsePriceId(offerId);
  const plans = useApiQuery('useCheckout', keys.plans(), (c) => c.subscription.plans(), messages.loadPlansFailed);
  const offer: PlanOffer | null = useMemo(() => normalizePlans(plans.data ?? []).find((o) => o.id === offerId) ?? null, [plans.data, offerId]);
  const current = useCurrentSubscription();
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const quote = useApiQuery(
    'useCheckout',
    userId && parsed ? keys.checkoutQuote(userId, offerId, applied ?? '') : null,
    (c) => c.subscription.quote({ price_id: offerId, promotion_code: applied }),
    billingMessages.loadQuoteFailed,
    { revalidateOnFocus: false },
  );
  const check = useMutation((code: string): Promise<CheckoutQuote> => client.subscription.quote({ price_id: offerId, promotion_code: code }));
  const applyCode = useCallback(async () => {
    const code = typed.trim();
    if (!code) { setCodeError(billingMessages.promotionCodeRequired); return false; }
    try {
      const q = await check.mutateAsync(code);
      setApplied(q.promotion_code ?? code);
      setCodeError(null);
      return true;
    } catch (error) {
      setCodeError(fieldErrorsFromError(error, ['promotion_code']).promotion_code ?? (isApiError(error) ? error.message : billingMessages.loadQuoteFailed));
      return false;
    }
  }, [typed, check]);
  const removeCode = useCallback(() => { setApplied(null); setTyped(''); setCodeError(null); }, []);

  const refreshAll = async (revalidate: (target: (key: unknown) => boolean) => Promise<void>) => {
    if (userId) await Promise.all([revalidate((k) => isUserKey(k, userId, 'subscription')), revalidate((k) => isUserKey(k, userId, 'payments'))]);
  };
  const { refresh: refreshQuote } = quote;
  const create = (paymentMethodId: string | null, expected: number): Promise<CreateSubscriptionResponse> => {
    if (!parsed) throw new Error(`Not an offer id: ${offerId}`);
    return client.subscription.create({
      plan_id: parsed.planId, billing_cycle: parsed.cycle, payment_provider: PAYMENT_PROVIDER, payment_method_id: paymentMethodId,
      promotion_code: applied, expected_amount: expected,
    }).catch(async (error: unknown) => {
      // The amount due moved: show the new one; the member confirms again.
      if (isApiError(error) && error.status === 409) await refreshQuote();
      throw error;
    });
  };
  const pay = useMutation(
    (paymentMethodId: string) => create(paymentMethodId, quote.data?.total ?? 0),
    { onSuccess: (_r, _v, { revalidate }) => refreshAll(revalidate) },
  );
  const trial = useMutation(() => create(null, 0), { onSuccess: (_r, _v, { revalidate }) => refreshAll(revalidate) });
  const failure = (e: unknown) => (e ? subscribeErrorMessage(e).message : null);

  const view: CheckoutView | null = quote.status === 'success' ? checkoutView(quote.data) : null;
  return {
    /** The offer being bought (null while plans load, or for an unknown id). */
    offer,
    plansStatus: plans.status,
    /** The member already has a live subscription: checkout is not for them (change the plan instead). */
    alreadySubscribed: !!current.data && ['active', 'trialing', 'past_due'].includes(current.data.status),
    quote,
    view,
    code: {
      value: typed,
      setValue: useCallback((v: string) => { setTyped(v); setCodeError(null); }, []),
      applied,
      error: codeError,
      checking: check.status === 'pending',
      apply: applyCode,
      remove: removeCode,
    },
    pay: { ...pay, errorMessage: failure(pay.error) },
    trial: { ...trial, errorMessage: failure(trial.error) },
  };
}
