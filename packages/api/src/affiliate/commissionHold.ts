// The holding period of a commission: it stays pending this long after the invoice was paid, so a
// refund in that time voids it before it can be paid out. 30 days covers the card networks' usual
// refund window for subscriptions and what affiliate programmes commonly use.

export const COMMISSION_HOLD_DAYS = 30;

const DAY_MS = 86_400_000;

/** When a commission recorded at `recordedAt` may be approved (if no fraud flag holds it). */
export const commissionHoldUntil = (recordedAt: Date): Date => new Date(recordedAt.getTime() + COMMISSION_HOLD_DAYS * DAY_MS);
