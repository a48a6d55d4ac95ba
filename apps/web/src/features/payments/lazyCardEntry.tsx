// Lazy handles for the card forms (see CardEntry.tsx).
import { lazy, Suspense } from 'react';
import { Loading } from './Loading';

const AddCard = lazy(() => import('./CardEntry').then((m) => ({ default: m.AddCardEntry })));
const Pay = lazy(() => import('./CardEntry').then((m) => ({ default: m.PayEntry })));
const fallback = <Loading text="Loading secure card form..." />;

export function LazyAddCard() {
  return <Suspense fallback={fallback}><AddCard /></Suspense>;
}

export function LazyPay() {
  return <Suspense fallback={fallback}><Pay /></Suspense>;
}
