// /affiliates for visitors, members and pending or rejected applicants (product §2).
import { useNavigate } from 'react-router-dom';
import { applicationStatusView, DEFAULT_COMMISSION_RATE, formatCurrency, MIN_PAYOUT, type AffiliateApplication } from '@pt/api';
import { Alert, Box, Button, Card, CardTitle, Columns, PageFrame, Stack, StatusBadge, VisuallyHidden } from '@pt/ui';
import { AffiliateBenefitGrid, AffiliateRegisterCta, CommissionHighlight } from '@pt/ui/affiliate';
import { AffiliateLoginForm } from './AffiliateLoginForm';
import { PageFailure } from '../../app/PageFailure';

const APPLICATION_PATH = '/affiliate-application';

interface AffiliateMarketingPageProps {
  signedIn: boolean;
  /** The member's application, when pending or rejected. */
  application?: AffiliateApplication | null;
  /** The status check failed: its message (the page is then the one for non-affiliates). */
  checkError?: string | null;
  onRetryCheck?(): Promise<void>;
}

export function AffiliateMarketingPage({ signedIn, application, checkError, onRetryCheck }: AffiliateMarketingPageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame spacing="lg">
        <CommissionHighlight headingAs="h1" />
        {checkError && onRetryCheck ? <PageFailure message={checkError} onRetry={onRetryCheck} description={null} retryingText="Checking..." /> : null}
        {application ? (
          <Alert
            tone={application.status === 'rejected' ? 'danger' : 'info'}
            title={application.status === 'rejected' ? 'Your application was not approved' : 'Your application is being reviewed'}
            description={
              <Box as="span" display="inline-flex" alignItems="center" gap="2" flexWrap="wrap">
                Status: <StatusBadge {...applicationStatusView(application.status)} />
              </Box>
            }
            action={<Button size="sm" variant="outline" onClick={() => navigate(APPLICATION_PATH)}>View Application</Button>}
          />
        ) : null}
        <Stack as="section" aria-labelledby="affiliate-benefits" gap="6">
          <VisuallyHidden as="h2" id="affiliate-benefits">Why join</VisuallyHidden>
          <AffiliateBenefitGrid />
        </Stack>
        <AffiliateRegisterCta
          signedIn={signedIn}
          onRegister={() => navigate(APPLICATION_PATH)}
          onSignIn={() => navigate(`/signin?redirect=${encodeURIComponent(APPLICATION_PATH)}`)}
        />
        <Columns columns={{ base: 1, md: 2 }} gap="6" alignY="top">
          <Card as="section" aria-labelledby="affiliate-steps" padding="lg">
            <CardTitle as="h2" id="affiliate-steps">How it works</CardTitle>
            <Stack as="ol" gap="3" marginTop="4" paddingLeft="5">
              <li>Apply in a few minutes with your audience and channels.</li>
              <li>We review applications in up to 24 hours.</li>
              <li>Create links and coupon codes, share them and earn up to {DEFAULT_COMMISSION_RATE}% commission.</li>
              <li>Request a payout once your balance reaches {formatCurrency(MIN_PAYOUT)}.</li>
            </Stack>
          </Card>
          <AffiliateLoginForm />
        </Columns>
    </PageFrame>
  );
}
