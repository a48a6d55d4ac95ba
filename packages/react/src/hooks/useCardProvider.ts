import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { messages, paymentErrorMessage } from '@pt/api';

export type CardProviderState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** Missing key: 'Card payments are not available right now. Please try again later.'; load failure: the loader's message. */
  | { status: 'error'; message: string };

export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

const NOT_CONFIGURED: CardProviderState = { status: 'error', message: messages.stripeNotConfigured };
const LOADING: CardProviderState = { status: 'loading' };

/** Loads Stripe.js only now: `@stripe/stripe-js/pure` injects no script until loadStripe is called. */
const defaultLoader: StripeLoader = async (key) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(key);
};

// One load per key and loader; a failed load is forgotten so a later mount can retry.
const loads = new WeakMap<StripeLoader, Map<string, Promise<Stripe | null>>>();
function load(loader: StripeLoader, key: string): Promise<Stripe | null> {
  let byKey = loads.get(loader);
  if (!byKey) loads.set(loader, (byKey = new Map()));
  let p = byKey.get(key);
  if (!p) {
    p = loader(key);
    byKey.set(key, p);
    p.catch(() => byKey.delete(key));
  }
  return p;
}

/**
 * The card provider (TOOLCHAIN "Stripe.js"): imported lazily and loaded when a payment
 * hook mounts, never before. A missing key is the spec's not-configured message; a
 * failed load (offline: 'Failed to load Stripe.js') is an error state, never a spinner.
 */
export function useCardProvider(publishableKey: string | null | undefined, options: { loader?: StripeLoader } = {}): CardProviderState {
  const key = publishableKey?.trim() ?? '';
  const loader = options.loader ?? defaultLoader;
  // The outcome of the load for this key and loader; anything else is still loading.
  const [loaded, setLoaded] = useState<{ key: string; loader: StripeLoader; state: CardProviderState } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const settle = (state: CardProviderState) => { if (live) setLoaded({ key, loader, state }); };
    load(loader, key).then(
      (stripe) => settle(stripe ? { status: 'ready', stripe } : { status: 'error', message: messages.paymentFailed }),
      (e: unknown) => settle({ status: 'error', message: paymentErrorMessage(e) }),
    );
    return () => { live = false; };
  }, [key, loader]);
  if (!key) return NOT_CONFIGURED;
  return loaded && loaded.key === key && loaded.loader === loader ? loaded.state : LOADING;
}
