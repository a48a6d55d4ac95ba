// /payment/success: where the card provider returns the user after a confirmation that
// needed a redirect (spec 2), and where a checkout session lands.
import { useSearchParams, Link } from 'react-router-dom';
import { messages } from '@pt/api';
import { Alert, Button, Container, PageHeading, sprinkles } from '@pt/ui';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const failed = params.get('redirect_status') === 'failed';
  return (
    <main id="main">
      <Container size="sm" className={sprinkles({ display: 'grid', gap: '6', paddingY: '16' })}>
        <PageHeading title={failed ? messages.paymentFailed : messages.paymentSuccessful} align="center"
          lead={failed ? 'Your card was not charged. Please try another card.' : 'Thank you. Your receipt is in the Billing tab of the payment dashboard.'} />
        {failed ? <Alert tone="danger" description={messages.paymentFailed} /> : null}
        <div className={sprinkles({ display: 'flex', justifyContent: 'center', gap: '3', flexWrap: 'wrap' })}>
          <Button as={Link} to="/payment-demo">Back to Payments</Button>
          <Button as={Link} to="/" variant="outline">Return to Home</Button>
        </div>
      </Container>
    </main>
  );
}
