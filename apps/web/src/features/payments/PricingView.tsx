// Pricing Plans tab (product §2, §11): the Monthly / Yearly toggle (opening on the member's own
// cycle), the chosen cycle's offers as plan cards with the member's plan marked, the
// secure-processing notice and the comparison table. A paid plan opens its checkout (price, card,
// promotion code, or the free trial after a confirmation); the free plan starts at once; with a
// subscription, choosing another plan opens the plan switch (what it charges today is confirmed on
// the Subscription tab).
import { useLocation, useNavigate } from 'react-router-dom';
import { messages, planCardFeatures, planFromQuery, PLAN_COMPARISON_ROWS, subscribeErrorMessage, type PlanOffer } from '@pt/api';
import { usePlans, useSubscribe } from '@pt/react';
import { Box, Inline, Stack } from '@pt/ui';
import {
  BillingCycleToggle, PlanCard, PlanComparisonTable, PlanGrid, SecurePaymentNotice, type BillingCycle,
} from '@pt/ui/billing';
import { offerPrice, planCardId } from './planDisplay';
import { useNotify } from '../../app/toasts/useNotify';
import { useLoadErrorToast } from './useLoadErrorToast';
import { PageFailure } from '../../app/PageFailure';

export interface PricingViewProps {
  signedIn: boolean;
  /** The user has a live subscription: a card starts a plan switch instead of a new subscription. */
  onSwitchPlan?: (offer: PlanOffer, current: PlanOffer | null) => void;
}

export function PricingView({ signedIn, onSwitchPlan }: PricingViewProps) {
  const plans = usePlans();
  const notify = useNotify();
  const sub = useSubscribe();
  const navigate = useNavigate();
  // A link may preselect a plan (`?plan=premium`, the upgrade prompt's): that card is the
  // highlighted one, and with `#plan-premium` the route's focus handling brings it into view.
  const preselected = planFromQuery(useLocation().search);
  useLoadErrorToast(plans.status === 'error' ? plans.message : null);

  const subscribe = async (offer: PlanOffer) => {
    try {
      const response = await sub.mutateAsync({ offer });
      const trial = response.subscription.status === 'trialing';
      notify.success(trial ? messages.freeTrialStarted : messages.subscriptionCreated, `You are now on ${offer.name}.`);
    } catch (error) {
      const { title, message } = subscribeErrorMessage(error);
      notify.error(message, title);
    }
  };
  const choose = (offer: PlanOffer) => {
    if (signedIn && plans.currentOfferId && onSwitchPlan) onSwitchPlan(offer, plans.currentOffer);
    // A paid plan is bought at its checkout, which shows the member's price before anything is charged.
    else if (signedIn && offer.price > 0) navigate(`/checkout/${offer.id}`);
    // One plan at a time: another card's click while one is processing is not a second subscription.
    else if (sub.status !== 'pending') void subscribe(offer);
  };

  const loading = plans.status === 'loading' || plans.status === 'idle';
  return (
    <Stack gap="8">
      <Inline align="center">
        <BillingCycleToggle value={plans.cycle} onValueChange={(c: BillingCycle) => plans.setCycle(c)} yearlyBadge={messages.yearlyBadge} />
      </Inline>
      {plans.status === 'error' ? (
        <PageFailure message={plans.message ?? messages.loadPlansFailed} onRetry={async () => { await plans.refresh(); }} />
      ) : (
        // While loading, the grid holds a screen's height so nothing below it moves when the cards arrive.
        <Box minHeight={loading ? 'screen' : undefined}>
        <PlanGrid loading={loading} loadingText={messages.loadingPlans} aria-label={`${plans.cycle === 'yearly' ? 'Yearly' : 'Monthly'} plans`}>
          {plans.offers.map((offer) => {
            const button = plans.buttonFor(offer, sub.processingId);
            return (
              <PlanCard
                key={offer.id}
                name={offer.name}
                description={offer.description}
                price={offerPrice(offer)}
                billingCycle={offer.billing_cycle}
                features={planCardFeatures(offer)}
                icon={offer.icon}
                current={button.isCurrent}
                processing={sub.processingId === offer.id}
                disabled={button.disabled}
                id={planCardId(offer.plan_id)}
                highlighted={preselected ? offer.plan_id === preselected : offer.icon === 'premium'}
                onSelect={() => choose(offer)}
              />
            );
          })}
        </PlanGrid>
        </Box>
      )}
      {loading ? null : <SecurePaymentNotice />}
      {plans.offers.length > 0 ? (
        <PlanComparisonTable rows={PLAN_COMPARISON_ROWS} plans={plans.offers.map((o) => ({ id: o.id, name: o.name, features: o.features }))} />
      ) : null}
    </Stack>
  );
}
