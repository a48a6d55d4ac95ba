import type { BillingCycle } from './types';

/** The offer's derived price id `${planId}_${cycle}`, e.g. premium_monthly. */
export const priceIdFor = (planId: string, cycle: BillingCycle): string => `${planId}_${cycle}`;

/**
 * Inverse of priceIdFor, for ids from anywhere (a request body, a stored subscription): splits
 * at the last '_'; null unless the value is a string with a non-empty plan id before a billing
 * cycle. A caller that accepts padded input trims it first.
 */
export function parsePriceId(id: unknown): { planId: string; cycle: BillingCycle } | null {
  if (typeof id !== 'string') return null;
  const i = id.lastIndexOf('_');
  const cycle = id.slice(i + 1);
  return i > 0 && (cycle === 'monthly' || cycle === 'yearly') ? { planId: id.slice(0, i), cycle } : null;
}
