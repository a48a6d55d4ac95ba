import { messages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';

/**
 * Which card provider the server uses (product §11.2): 'local' (the embedded test provider, which the
 * app's own card form speaks to) or 'stripe'. A failed read says 'Card payments are not available right now.'
 */
export function usePaymentProvider() {
  return useApiQuery('usePaymentProvider', keys.paymentProvider(), (c) => c.payments.provider(), messages.stripeNotConfigured);
}
