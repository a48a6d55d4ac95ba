// /checkout/:offerId (product §11.3): what the offer costs this member (the server's quote: the
// referral's discount taken off, a promotion code checked before it applies), how to pay (a saved card
// or a new one; local test mode without a publishable key), and the free trial, confirmed in a dialog.
// What is shown is what is charged: the server refuses another amount.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatMinorAmount, messages, type User } from '@pt/api';
import { useCheckout, usePaymentMethods } from '@pt/react';
import { Alert, Button, ButtonLink, Columns, ConfirmDialog, Container, PageHeading, Stack } from '@pt/ui';
import { CheckoutSummary, PromotionCodeField, TrialOffer } from '@pt/ui/billing';
import { SignedInOnly } from '../../app/guards/GuardScreens';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useNotify } from '../../app/toasts/useNotify';
import { renderRouterLink } from '../../app/renderRouterLink';
import { LazyCheckoutPayment } from './lazyCardEntry';
import { Loading } from '../../app/Loading';

/** The payment dashboard, opened at one of its tabs (PaymentDemoPage reads the navigation state). */
export const DASHBOARD_PATH = '/payment-demo';
const toDashboard = (dashboardTab: 'subscription' | 'billing') => ({ state: { dashboardTab } });

export function CheckoutPage() {
  const { offerId = '' } = useParams();
  useDocumentTitle('Checkout');
  return (
    <main id="main">
      <Container size="lg">
        <Stack gap="8" paddingY="10">
          <SignedInOnly>{(user) => <Checkout offerId={offerId} user={user} />}</SignedInOnly>
        </Stack>
      </Container>
    </main>
  );
}

function Checkout({ offerId }: { offerId: string; user: User }) {
  const checkout = useCheckout(offerId);
  const cards = usePaymentMethods();
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirmingTrial, setConfirmingTrial] = useState(false);
  const { offer, view, quote, code } = checkout;

  if (checkout.plansStatus === 'loading' || checkout.plansStatus === 'idle') return <Loading text={messages.loadingPlans} />;
  if (!offer || offer.price <= 0) {
    return (
      <>
        <PageHeading title="Checkout" />
        <Alert tone="warning" title="This plan cannot be bought here" description="Choose a plan on the plans page."
          action={<ButtonLink href="/payment-demo" size="sm" renderLink={renderRouterLink}>See the plans</ButtonLink>} />
      </>
    );
  }
  if (checkout.alreadySubscribed && checkout.pay.status !== 'success' && checkout.trial.status !== 'success') {
    return (
      <>
        <PageHeading title={`Checkout: ${offer.name}`} />
        <Alert tone="info" title="You already have a plan" description="Change your plan on the payment dashboard: it shows what the change costs today."
          action={<Button size="sm" onClick={() => navigate(DASHBOARD_PATH, toDashboard('subscription'))}>Go to my subscription</Button>} />
      </>
    );
  }

  const pay = async (paymentMethodId: string) => {
    await checkout.pay.mutateAsync(paymentMethodId);
    notify.success(messages.subscriptionCreated, `You are now on ${offer.name}, billed ${offer.billing_cycle}.`);
    navigate(DASHBOARD_PATH, toDashboard('billing'));
  };
  const startTrial = async () => {
    await checkout.trial.mutateAsync();
    notify.success(messages.freeTrialStarted, `Your ${quote.data?.trial?.days ?? 14}-day free trial of ${offer.name} has started. No card needed.`);
    navigate(DASHBOARD_PATH, toDashboard('subscription'));
  };

  return (
    <>
      <PageHeading eyebrow="Checkout" title={`${offer.name}, billed ${offer.billing_cycle}`} lead="Review the price, then pay with a card. You can cancel any time." />
      <Columns columns={{ base: 1, lg: 2 }} gap="8" alignY="top">
        <Stack gap="4">
          <CheckoutSummary
            summary={view}
            loading={quote.status === 'loading' || quote.status === 'idle'}
            error={quote.status === 'error' ? (quote.data ? null : quote.message) : null}
            onRetry={() => { void quote.refresh(); }}
          >
            <PromotionCodeField
              value={code.value}
              onValueChange={code.setValue}
              onApply={() => { void code.apply(); }}
              applied={code.applied}
              onRemove={code.remove}
              error={code.error}
              checking={code.checking}
              disabled={checkout.pay.status === 'pending'}
            />
          </CheckoutSummary>
          {view?.trial ? (
            <TrialOffer description={view.trial.description} label={view.trial.label} onStart={() => setConfirmingTrial(true)} disabled={checkout.pay.status === 'pending'} />
          ) : null}
        </Stack>
        {cards.status === 'loading' || cards.status === 'idle' ? <Loading text="Loading your cards..." /> : (
          <LazyCheckoutPayment
            cards={cards.methods}
            payLabel={view?.payLabel ?? 'Pay'}
            amount={quote.data ? formatMinorAmount(quote.data.total, quote.data.currency) : null}
            disabled={!view || quote.isValidating}
            onPay={pay}
            paying={checkout.pay.status === 'pending'}
            payError={checkout.pay.errorMessage}
          />
        )}
      </Columns>
      {view?.trial ? (
        <ConfirmDialog
          open={confirmingTrial}
          tone="primary"
          title={view.trial.confirmTitle}
          description={view.trial.confirmText}
          confirmLabel="Start free trial"
          pendingLabel="Starting..."
          cancelLabel="Not now"
          onConfirm={startTrial}
          onClose={() => setConfirmingTrial(false)}
          failureText={messages.subscribeFailed}
        />
      ) : null}
    </>
  );
}
