import type { BillingCycle } from './types';

/** The offer's derived price id `${planId}_${cycle}`, e.g. premium_monthly (the server parses it the same way). */
export const priceIdFor = (planId: string, cycle: BillingCycle): string => `${planId}_${cycle}`;

/** Inverse of priceIdFor: splits at the last '_'; null when the suffix is not a billing cycle. */
export function parsePriceId(id: string): { planId: string; cycle: BillingCycle } | null {
  const i = id.lastIndexOf('_');
  const cycle = id.slice(i + 1);
  return i > 0 && (cycle === 'monthly' || cycle === 'yearly') ? { planId: id.slice(0, i), cycle } : null;
}
