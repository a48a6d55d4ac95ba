// /affiliates (product §2): marketing page, or the dashboard for approved affiliates.
import { Suspense } from 'react';
import { useAffiliateStatus, useAuth } from '@pt/react';
import { Container, Inline, Spinner } from '@pt/ui';
import { lazyPage } from '../../app/lazyPage';
import { AffiliateMarketingPage } from './AffiliateMarketingPage';

// The dashboard (its tabs, tables and forms) is a chunk of its own: a visitor reading the marketing
// page never downloads it; an approved affiliate sees the same loading line while it arrives.
const AffiliateDashboard = lazyPage(() => import('./AffiliateDashboard').then((m) => m.AffiliateDashboard));

function Loading() {
  return (
    <main id="main">
      <Container>
        <Inline align="center" paddingY="20">
          <Spinner size="lg" label="Loading affiliate programme..." />
        </Inline>
      </Container>
    </main>
  );
}

export function AffiliatesPage() {
  const auth = useAuth();
  const status = useAffiliateStatus();
  if (auth.status === 'loading' || (auth.status === 'signedIn' && status.status === 'loading')) return <Loading />;
  if (auth.status === 'signedIn' && status.status === 'approved') {
    return <Suspense fallback={<Loading />}><AffiliateDashboard user={auth.user} /></Suspense>;
  }
  const application = status.status === 'pending' || status.status === 'rejected' ? status.application : null;
  const checkError = auth.status === 'signedIn' && status.status !== 'loading' ? status.checkMessage : null;
  return <AffiliateMarketingPage signedIn={auth.status === 'signedIn'} application={application} checkError={checkError} onRetryCheck={status.refresh} />;
}
