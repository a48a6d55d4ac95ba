// The card forms in the local test mode (no publishable key, product §11.2): the app's own card form,
// speaking to the reference server's local test provider. A lazily loaded module of its own, beside the
// card provider's (CardEntry.tsx), so neither mode loads the other's code. When the server uses the real
// provider instead, the forms say card payments are unavailable, in a member's words.
import type { ReactNode } from 'react';
import { messages } from '@pt/api';
import { usePaymentProvider } from '@pt/react';
import { Alert } from '@pt/ui';
import { AddCardForm, PayForm } from './CardForms';
import { CheckoutPayment, type CheckoutPaymentProps } from './CheckoutPayment';
import { Loading } from '../../app/Loading';
import { useLocalCardEntry } from './useLocalCardEntry';

function LocalProviderGate({ children }: { children: ReactNode }) {
  const provider = usePaymentProvider();
  if (provider.status === 'loading' || provider.status === 'idle') return <Loading text="Loading card form..." />;
  if (provider.status === 'error' || provider.data.provider !== 'local') {
    return <Alert tone="danger" title="Card payments are unavailable" description={messages.stripeNotConfigured} />;
  }
  return <>{children}</>;
}

export function AddCardEntry() {
  return <LocalProviderGate><AddCardForm useEntry={useLocalCardEntry} /></LocalProviderGate>;
}

export function PayEntry() {
  return <LocalProviderGate><PayForm useEntry={useLocalCardEntry} /></LocalProviderGate>;
}

export function CheckoutPaymentEntry(props: Omit<CheckoutPaymentProps, 'useEntry'>) {
  return <LocalProviderGate><CheckoutPayment {...props} useEntry={useLocalCardEntry} /></LocalProviderGate>;
}
