// The rate rules of affiliate links and coupons (product §5, §9): commission 0-50 %, and commission
// plus the customer's discount at most 50 %.

export const MAX_COMMISSION_RATE = 50;
/** Commission plus discount never exceeds this. */
export const MAX_TOTAL_RATE = 50;
export const DEFAULT_COMMISSION_RATE = 30;
export const DEFAULT_DISCOUNT_RATE = 10;

/**
 * The largest discount allowed with this commission: 50 minus the commission, the commission
 * counted within 0..50 (a negative commission leaves 50, not more; one above 50 leaves 0) and
 * an empty or non-numeric one as 0, so a form field being typed into never shows a limit outside 0..50.
 */
export function maxDiscountFor(commission: number): number {
  const counted = Number.isFinite(commission) ? Math.min(Math.max(commission, 0), MAX_TOTAL_RATE) : 0;
  return MAX_TOTAL_RATE - counted;
}
