// Payment dashboard → Payment Methods (product §2, §7, §8): saved cards with remove, and a new card
// through the provider's card element.
import { cardBrandLabel, messages, removePaymentMethodErrorMessage } from '@pt/api';
import { usePaymentMethods } from '@pt/react';
import { Columns, Stack } from '@pt/ui';
import { PaymentMethodList } from '@pt/ui/billing';
import { LazyAddCard } from './lazyCardEntry';
import { useNotify } from '../../app/toasts/useNotify';
import { useLoadErrorToast } from './useLoadErrorToast';

export function PaymentMethodsTab() {
  const pm = usePaymentMethods();
  const notify = useNotify();
  useLoadErrorToast(pm.status === 'error' ? pm.message : null);
  const remove = async (id: string) => {
    try {
      await pm.remove.mutateAsync(id);
      notify.success(messages.paymentMethodRemoved);
    } catch (error) {
      notify.error(removePaymentMethodErrorMessage(error), messages.errorTitle);
    }
  };

  return (
    <Columns columns={{ base: 1, lg: 2 }} gap="6" alignY="top">
      <Stack as="section" aria-labelledby="saved-cards" gap="4">
        <h3 id="saved-cards">Saved cards</h3>
        <PaymentMethodList
          loading={pm.status === 'loading' || pm.status === 'idle'}
          error={pm.status === 'error' ? pm.message : undefined}
          onRetry={() => { void pm.refresh(); }}
          methods={pm.methods.map((m) => ({
            id: m.id, brand: cardBrandLabel(m.card.brand), last4: m.card.last4, expMonth: m.card.exp_month, expYear: m.card.exp_year, isDefault: m.is_default,
          }))}
          removingId={pm.remove.status === 'pending' ? pm.remove.variables : null}
          onRemove={(id) => { if (pm.remove.status !== 'pending') void remove(id); }}
        />
      </Stack>
      <LazyAddCard />
    </Columns>
  );
}
