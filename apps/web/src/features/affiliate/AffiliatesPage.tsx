// /affiliates (product §2): marketing page, or the dashboard for approved affiliates.
import { useAffiliateStatus, useAuth } from '@pt/react';
import { Container, Inline, Spinner } from '@pt/ui';
import { AffiliateDashboard } from './AffiliateDashboard';
import { AffiliateMarketingPage } from './AffiliateMarketingPage';

export function AffiliatesPage() {
  const auth = useAuth();
  const status = useAffiliateStatus();
  if (auth.status === 'loading' || (auth.status === 'signedIn' && status.status === 'loading')) {
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
  if (auth.status === 'signedIn' && status.status === 'approved') return <AffiliateDashboard user={auth.user} />;
  const application = status.status === 'pending' || status.status === 'rejected' ? status.application : null;
  const checkError = auth.status === 'signedIn' && status.status !== 'loading' ? status.checkMessage : null;
  return <AffiliateMarketingPage signedIn={auth.status === 'signedIn'} application={application} checkError={checkError} onRetryCheck={status.refresh} />;
}
