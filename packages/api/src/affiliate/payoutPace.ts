// When the $50 minimum payout will be reached at the affiliate's current pace.
import { MIN_PAYOUT } from './dashboardAggregates';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PayoutPace =
  /** Total earnings are already at or above the minimum. */
  | { kind: 'reached'; threshold: number }
  /** Nothing earned yet (or no start date): no pace to extrapolate from. */
  | { kind: 'noEarnings'; threshold: number; remaining: number }
  /** Earnings per day since the affiliate started, the days still needed and the expected date. */
  | { kind: 'projected'; threshold: number; remaining: number; perDay: number; days: number; date: Date };

export interface PayoutPaceInput {
  /** Total earnings in dollars. */
  totalEarnings: number;
  /** When the affiliate started earning (the profile's creation), ISO string or Date. */
  since: string | Date | null | undefined;
  now: Date;
  threshold?: number;
}

/**
 * Pace = total earnings / days since the start (at least one day, so a few minutes of
 * history never extrapolate wildly); days to go = remaining / pace, rounded up.
 */
export function payoutPace({ totalEarnings, since, now, threshold = MIN_PAYOUT }: PayoutPaceInput): PayoutPace {
  const earned = Number.isFinite(totalEarnings) ? Math.max(0, totalEarnings) : 0;
  if (earned >= threshold) return { kind: 'reached', threshold };
  const remaining = Math.round((threshold - earned) * 100) / 100;
  const start = since instanceof Date ? since : since ? new Date(since) : null;
  if (earned === 0 || !start || Number.isNaN(start.getTime())) return { kind: 'noEarnings', threshold, remaining };
  const elapsedDays = Math.max(1, (now.getTime() - start.getTime()) / DAY_MS);
  const perDay = earned / elapsedDays;
  const days = Math.max(1, Math.ceil(remaining / perDay - 1e-9));
  return { kind: 'projected', threshold, remaining, perDay, days, date: new Date(now.getTime() + days * DAY_MS) };
}
