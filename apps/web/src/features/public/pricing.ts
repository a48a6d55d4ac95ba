// product §2: what the landing's plan buttons do and how a discount is shown.
import { discountedPrice, formatCurrency, type PlanOffer } from '@pt/api';

export interface TrialTarget {
  to: string;
  state?: { plan: string; trial: true };
}

/** Start Free Trial: /payment-demo when signed in, else /signup with { plan: lowercase name, trial: true }. */
export function trialTarget(signedIn: boolean, planName: string): TrialTarget {
  return signedIn ? { to: '/payment-demo' } : { to: '/signup', state: { plan: planName.trim().toLowerCase(), trial: true } };
}

export interface OfferDisplay {
  price: string;
  originalPrice?: string;
  discountPercent?: number;
  cycleLabel: string;
  isFree: boolean;
}

/** The price as shown: with an affiliate discount the paid plans show the old price struck through and 'N% OFF'. */
export function offerDisplay(offer: Pick<PlanOffer, 'price' | 'currency' | 'billing_cycle'>, discount: number | null | undefined): OfferDisplay {
  const isFree = offer.price <= 0;
  const cycleLabel = offer.billing_cycle === 'yearly' ? '/year' : '/month';
  const { price, badge } = isFree ? { price: offer.price, badge: null } : discountedPrice(offer.price, discount);
  if (!badge) return { price: formatCurrency(offer.price, offer.currency), cycleLabel, isFree };
  return {
    price: formatCurrency(price, offer.currency),
    originalPrice: formatCurrency(offer.price, offer.currency),
    discountPercent: discount ?? undefined,
    cycleLabel,
    isFree,
  };
}

/** The sales e-mail link of Contact Sales. */
export const salesMailto = (email: string, planName: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(`${planName} plan enquiry`)}`;
