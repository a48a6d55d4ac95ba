// Mounts the card provider (Stripe.js through `@stripe/stripe-js/pure`, loaded by
// useCardProvider only when this renders) and gives its children the <Elements> context.
// Without a publishable key the spec's 'not configured' message shows; a failed load shows
// its error. Never an endless spinner.
import type { ReactNode } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { useCardProvider } from '@pt/react';
import { Alert } from '@pt/ui';
import { Loading } from '../../app/Loading';
import { config } from '../../app/config';

export function CardProviderGate({ children }: { children: ReactNode }) {
  const provider = useCardProvider(config.stripePublishableKey);
  if (provider.status === 'error') {
    return <Alert tone="danger" title="Card payments are unavailable" description={provider.message} />;
  }
  if (provider.status === 'loading') return <Loading text="Loading secure card form..." />;
  return (
    <Elements stripe={provider.stripe} options={{ locale: 'en' }}>
      {children}
    </Elements>
  );
}
