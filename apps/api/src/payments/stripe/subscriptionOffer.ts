import type Stripe from 'stripe';
import type { BillingCycle } from '@pt/api';
import { parsePriceId } from '../billing';

/** The metadata this server writes on a provider subscription and checkout: who it is for and which offer. */
export const offerMetadata = (userId: string, planId: string, cycle: BillingCycle): Record<string, string> => ({ user_id: userId, plan_id: planId, billing_cycle: cycle });

/**
 * The plan and cycle of a provider subscription: its price's lookup key (the offer id), else the metadata
 * written by offerMetadata (a price created without one of our lookup keys); null when neither names one.
 */
export function offerOf(sub: Stripe.Subscription): { planId: string; cycle: BillingCycle } | null {
  const key = sub.items.data[0]?.price.lookup_key;
  if (key) {
    try {
      return parsePriceId(key);
    } catch {
      // not one of ours; fall back to metadata
    }
  }
  const { plan_id: planId, billing_cycle: cycle } = sub.metadata;
  if (planId && (cycle === 'monthly' || cycle === 'yearly')) return { planId, cycle };
  return null;
}
