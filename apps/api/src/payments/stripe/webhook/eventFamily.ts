import type Stripe from 'stripe';

/** The provider's events of the given types, with their objects typed (an invoice, a subscription, a session). */
export type EventOfType<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;

/** True when the event is one of the types of a family, narrowing it to that family's events. */
export const isEventOf = <T extends Stripe.Event['type']>(types: readonly T[], event: Stripe.Event): event is EventOfType<T> =>
  (types as readonly string[]).includes(event.type);
