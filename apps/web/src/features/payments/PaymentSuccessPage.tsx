// /payment/success: where the card provider returns the user after a confirmation that
// needed a redirect (product §2), and where a checkout session lands.
import { useSearchParams } from 'react-router-dom';
import { messages } from '@pt/api';
import { Alert, ButtonLink, Container, Inline, PageHeading, Stack } from '@pt/ui';
import { renderRouterLink } from '../../app/renderRouterLink';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const failed = params.get('redirect_status') === 'failed';
  return (
    <main id="main">
      <Container size="sm">
        <Stack gap="6" paddingY="16">
          <PageHeading title={failed ? messages.paymentFailed : messages.paymentSuccessful} align="center"
            lead={failed ? 'Your card was not charged. Please try another card.' : 'Thank you. Your receipt is in the Billing tab of the payment dashboard.'} />
          {failed ? <Alert tone="danger" description={messages.paymentFailed} /> : null}
          <Inline align="center" gap="3">
            <ButtonLink href="/payment-demo" renderLink={renderRouterLink}>Back to Payments</ButtonLink>
            <ButtonLink href="/" variant="outline" renderLink={renderRouterLink}>Return to Home</ButtonLink>
          </Inline>
        </Stack>
      </Container>
    </main>
  );
}
