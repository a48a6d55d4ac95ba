import type { BillingCycle } from '@pt/api';
import { HttpError } from '../../lib/http';
import { priceId } from '../billing';
import type { StripeContext } from './stripeContext';

/** How long a price found by lookup key is reused: a price replaced in the provider's dashboard is picked up after that. */
const PRICE_CACHE_MS = 5 * 60_000;

/** The provider price id of an offer (plan and cycle). */
export type ProviderPrice = (planId: string, cycle: BillingCycle) => Promise<string>;

/**
 * The provider price of an offer is the active price whose lookup key is the offer id (premium_monthly), set
 * up in the provider's dashboard; none is a 503 naming the offer. Found ids are kept for PRICE_CACHE_MS.
 */
export function makeProviderPrice({ clock, log, call }: StripeContext): ProviderPrice {
  const priceIds = new Map<string, { id: string; at: number }>();
  return async function providerPrice(planId, cycle) {
    const offer = priceId(planId, cycle);
    const cached = priceIds.get(offer);
    if (cached && clock.now().getTime() - cached.at < PRICE_CACHE_MS) return cached.id;
    const list = await call((s) => s.prices.list({ lookup_keys: [offer], active: true, limit: 1 }));
    const price = list.data[0];
    if (!price) {
      log(`[stripe] no active price with lookup key ${offer}`);
      throw new HttpError(503, `Payments are not set up for ${offer} yet. Please try again later.`);
    }
    priceIds.set(offer, { id: price.id, at: clock.now().getTime() });
    return price.id;
  };
}
