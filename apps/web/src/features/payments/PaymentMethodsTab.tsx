// Payment dashboard → Payment Methods (spec 2, 7, 8): saved cards with remove, and a new card
// through the provider's card element.
import { useEffect } from 'react';
import { cardBrandLabel, messages } from '@pt/api';
import { usePaymentMethods } from '@pt/react';
import { PaymentMethodList, sprinkles } from '@pt/ui';
import { LazyAddCard } from './lazyCardEntry';
import { useNotify } from '../../app/toasts/useNotify';

export function PaymentMethodsTab() {
  const pm = usePaymentMethods();
  const notify = useNotify();
  useEffect(() => {
    if (pm.status === 'error') notify.error(pm.message, messages.errorTitle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pm.status]);
  useEffect(() => {
    if (!pm.result) return;
    if (pm.result.ok) notify.success(pm.result.message);
    else notify.error(pm.result.message, messages.errorTitle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pm.result]);

  return (
    <div className={sprinkles({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1', lg: '2' }, alignItems: 'flex-start' })}>
      <section aria-labelledby="saved-cards" className={sprinkles({ display: 'grid', gap: '4', gridTemplateColumns: 'single', minWidth: '0' })}>
        <h3 id="saved-cards">Saved cards</h3>
        <PaymentMethodList
          loading={pm.status === 'loading' || pm.status === 'idle'}
          error={pm.status === 'error' ? pm.message : undefined}
          onRetry={() => { void pm.refresh(); }}
          methods={pm.methods.map((m) => ({
            id: m.id, brand: cardBrandLabel(m.card.brand), last4: m.card.last4, expMonth: m.card.exp_month, expYear: m.card.exp_year, isDefault: m.is_default,
          }))}
          removingId={pm.busyId}
          onRemove={(id) => { void pm.remove(id); }}
        />
      </section>
      <LazyAddCard />
    </div>
  );
}
