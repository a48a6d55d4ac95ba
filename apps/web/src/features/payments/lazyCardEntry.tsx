// Lazy handles for the card forms. Without a publishable key the app's own card form for the local
// test provider loads (LocalCardEntry.tsx); with one, the card provider's hosted field (CardEntry.tsx).
// If the forms' chunk cannot be fetched (offline, a new deployment), an error shows in place of the
// form; the rest of the page works.
import { Component, Suspense, type ReactNode } from 'react';
import { Alert } from '@pt/ui';
import { config } from '../../app/config';
import { lazyPage } from '../../app/lazyPage';
import type { CheckoutPaymentProps } from './CheckoutPayment';
import { Loading } from '../../app/Loading';

const load = () => (config.stripePublishableKey ? import('./CardEntry') : import('./LocalCardEntry'));
const AddCard = lazyPage(() => load().then((m) => m.AddCardEntry));
const Pay = lazyPage(() => load().then((m) => m.PayEntry));
const Checkout = lazyPage(() => load().then((m) => m.CheckoutPaymentEntry));
const fallback = <Loading text="Loading secure card form..." />;

class CardFormBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override render() {
    return this.state.failed
      ? <Alert tone="danger" title="Card payments are unavailable" description="The card form could not be loaded. Please refresh the page." />
      : this.props.children;
  }
}

export function LazyAddCard() {
  return <CardFormBoundary><Suspense fallback={fallback}><AddCard /></Suspense></CardFormBoundary>;
}

export function LazyPay() {
  return <CardFormBoundary><Suspense fallback={fallback}><Pay /></Suspense></CardFormBoundary>;
}

export function LazyCheckoutPayment(props: Omit<CheckoutPaymentProps, 'useEntry'>) {
  return <CardFormBoundary><Suspense fallback={fallback}><Checkout {...props} /></Suspense></CardFormBoundary>;
}
