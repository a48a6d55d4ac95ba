import type { Queryable } from '../../../db';
import type { LocalUserOf } from '../localUserOf';
import type { StripeContext } from '../stripeContext';
import type { MirrorSubscription } from '../subscriptionMirror';
import type { EventOfType } from './eventFamily';

export const CHECKOUT_EVENTS = ['checkout.session.completed'] as const;

/**
 * A hosted checkout finished. In subscription mode the customer is linked to the member who started it
 * (client_reference_id, else metadata.user_id), then the new subscription is fetched and mirrored. Other
 * modes are not handled (false).
 */
export function makeCheckoutEvents({ call }: StripeContext, localUserOf: LocalUserOf, mirrorSubscription: MirrorSubscription) {
  return async function applyCheckoutEvent(tx: Queryable, event: EventOfType<(typeof CHECKOUT_EVENTS)[number]>): Promise<boolean> {
    const session = event.data.object;
    const subRef = session.mode === 'subscription' ? session.subscription : null;
    if (!subRef) return false;
    await localUserOf(tx, session.customer, session.client_reference_id ?? session.metadata?.user_id);
    const sub = typeof subRef === 'string' ? await call((st) => st.subscriptions.retrieve(subRef)) : subRef;
    await mirrorSubscription(tx, sub, event.created);
    return true;
  };
}
