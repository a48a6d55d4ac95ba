// Display helpers for plan offers (product §2 "Pricing view").
import { formatCurrency, type PlanOffer } from '@pt/api';

/** US-English amount with the plan's currency code in upper case: '$9.99 USD'. */
export const offerPrice = (offer: Pick<PlanOffer, 'price' | 'currency'>): string =>
  `${formatCurrency(offer.price, offer.currency)} ${offer.currency.toUpperCase()}`;

/** '$9.99 USD / monthly'. */
export const offerPriceLabel = (offer: Pick<PlanOffer, 'price' | 'currency' | 'billing_cycle'>): string =>
  `${offerPrice(offer)} / ${offer.billing_cycle}`;

/** The id of a plan's card on the pricing view, for links that point at it: 'plan-premium'. */
export const planCardId = (planId: string): string => `plan-${planId}`;
