import type { Queryable } from '../../../db';
import type { MirrorSubscription } from '../subscriptionMirror';
import type { EventOfType } from './eventFamily';

export const SUBSCRIPTION_EVENTS = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'] as const;

/**
 * A subscription changed at the provider (status, plan, period, trial, cancellation; deleted reads as
 * cancelled): it is mirrored with the event's time, so an event older than the last one applied changes nothing.
 */
export function makeSubscriptionEvents(mirrorSubscription: MirrorSubscription) {
  return async function applySubscriptionEvent(tx: Queryable, event: EventOfType<(typeof SUBSCRIPTION_EVENTS)[number]>): Promise<boolean> {
    await mirrorSubscription(tx, event.data.object, event.created);
    return true;
  };
}
