// Payment dashboard → Subscription (product §2, §4, §8, §11.5): status, period end or 'Ends on', cancel
// at period end after a confirmation, undo while the period runs, and a plan switch that compares
// like with like and says what is charged today (the server's preview) before it is confirmed.
import { useState } from 'react';
import {
  cancelErrorMessage, messages, serverMessageOr, subscriptionStatusView, updatePlanErrorMessage, type PlanOffer,
} from '@pt/api';
import { useCancelSubscription, useCurrentSubscription, usePlans, useResumeSubscription, type useChangePlan } from '@pt/react';
import { Button, Card, CardTitle, Stack } from '@pt/ui';
import { BillingCycleToggle, SubscriptionSummary, type BillingCycle } from '@pt/ui/billing';
import { Loading } from '../../app/Loading';
import { PageFailure } from '../../app/PageFailure';
import { offerPriceLabel } from './planDisplay';
import { useNotify } from '../../app/toasts/useNotify';
import { useLoadErrorToast } from './useLoadErrorToast';

type ChangePlan = ReturnType<typeof useChangePlan>;

export function SubscriptionTab({ change, onBrowsePlans }: { change: ChangePlan; onBrowsePlans: () => void }) {
  const current = useCurrentSubscription();
  const plans = usePlans();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const notify = useNotify();
  const [picking, setPicking] = useState(false);

  useLoadErrorToast(current.status === 'error' ? current.message : null);
  // Each write toasts its outcome: the success text, or product §8's text for the failure.
  const run = async (write: () => Promise<unknown>, failure: (error: unknown) => string, ...success: [string, string?]) => {
    try {
      await write();
      notify.success(...success);
    } catch (error) {
      notify.error(failure(error), messages.errorTitle);
    }
  };

  if (current.status === 'loading' || current.status === 'idle') return <Loading text="Loading subscription..." />;
  if (current.status === 'error' && !current.data) {
    return <PageFailure message={current.message} onRetry={async () => { await current.refresh(); }} />;
  }

  const view = current.view;
  const currentOffer = plans.currentOffer;
  const busy = cancel.status === 'pending' ? 'cancel' : resume.status === 'pending' ? 'undo' : change.status === 'pending' ? 'change' : null;
  const preview = change.preview;
  const choose = (offer: PlanOffer) => { change.select(offer, currentOffer); setPicking(false); };

  return (
    <Stack gap="6">
      <SubscriptionSummary
        subscription={view ? {
          planName: currentOffer?.name ?? view.subscription.plan_id,
          status: subscriptionStatusView(view.subscription.status),
          periodEnd: view.periodEnd,
          cancelAtPeriodEnd: view.subscription.cancel_at_period_end,
          ...(currentOffer ? { priceLabel: offerPriceLabel(currentOffer) } : {}),
        } : null}
        onCancel={view && view.subscription.status !== 'cancelled'
          ? () => { void run(cancel.mutateAsync, cancelErrorMessage, messages.subscriptionCancelled, 'You keep access until the end of the current period.'); }
          : undefined}
        onUndoCancel={() => {
          void run(resume.mutateAsync, (e) => serverMessageOr(e, messages.unexpectedTryAgain), messages.cancellationUndone, 'Your subscription will renew as usual.');
        }}
        onChangePlan={() => { change.cancel(); setPicking(true); }}
        pendingChange={preview ? {
          planName: `${preview.target.name} (${preview.target.billing_cycle})`,
          currentPrice: preview.view.currentPrice,
          newPrice: preview.view.newPrice,
          difference: preview.view.difference,
          chargedToday: preview.view.chargedToday,
          credit: preview.view.credit,
          discount: preview.view.discount,
          effect: preview.view.effect,
          error: preview.errorMessage,
          onRetry: () => { void preview.refresh(); },
        } : null}
        onConfirmChange={() => { void run(change.confirm, updatePlanErrorMessage, messages.planUpdated); }}
        onDismissChange={change.cancel}
        busy={busy}
        onBrowsePlans={onBrowsePlans}
      />
      {picking && view ? (
        <Card as="section" variant="outlined" aria-labelledby="choose-plan" padding="lg">
          <CardTitle as="h3" id="choose-plan">Choose a new plan</CardTitle>
          <Stack gap="4" marginTop="4">
            <BillingCycleToggle value={plans.cycle} onValueChange={(c: BillingCycle) => plans.setCycle(c)} yearlyBadge={messages.yearlyBadge} />
            <Stack as="ul" gap="3" aria-label="Available plans">
              {plans.offers.filter((o) => o.id !== plans.currentOfferId).map((offer) => (
                <li key={offer.id}>
                  <Button variant="outline" fullWidth onClick={() => choose(offer)}>
                    {offer.name}: {offerPriceLabel(offer)}
                  </Button>
                </li>
              ))}
            </Stack>
            <div><Button variant="ghost" onClick={() => setPicking(false)}>Close</Button></div>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
