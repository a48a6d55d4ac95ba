// Lazy handles for the card forms (see CardEntry.tsx). If the forms' chunk cannot be fetched
// (offline, a new deployment), an error shows in place of the form; the rest of the page works.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert } from '@pt/ui';
import { Loading } from './Loading';

const AddCard = lazy(() => import('./CardEntry').then((m) => ({ default: m.AddCardEntry })));
const Pay = lazy(() => import('./CardEntry').then((m) => ({ default: m.PayEntry })));
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
