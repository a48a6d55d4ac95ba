// Whether the Payments tab offers "Request Payout", and why not.
import { MIN_PAYOUT } from './dashboardAggregates';
import type { CommissionBalance, Payout } from './ledgerTypes';

export type PayoutRequestState =
  /** product §2 and §9: the button appears only from $50 of total earnings. */
  | { kind: 'hidden'; threshold: number }
  /** A request is open: no second one until an admin decides. */
  | { kind: 'open'; payout: Payout }
  /** Earnings reached $50 but less than $50 is approved yet (the rest is pending or held). */
  | { kind: 'belowMinimum'; threshold: number; available: number; remaining: number }
  /** The whole approved balance can be requested. */
  | { kind: 'ready'; amount: number };

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The button shows from $50 of total earnings (product §9); it asks for the approved balance not yet in
 * a payout, which must itself be at least $50 (the server's rule); one open request at a time.
 */
export function payoutRequestState(totalEarnings: number, balance: Pick<CommissionBalance, 'available'> | null | undefined, payouts: readonly Payout[] = []): PayoutRequestState {
  if (!(totalEarnings >= MIN_PAYOUT)) return { kind: 'hidden', threshold: MIN_PAYOUT };
  const open = payouts.find((p) => p.status === 'requested');
  if (open) return { kind: 'open', payout: open };
  const available = cents(Number.isFinite(balance?.available) ? (balance?.available as number) : 0);
  if (available < MIN_PAYOUT) return { kind: 'belowMinimum', threshold: MIN_PAYOUT, available, remaining: cents(MIN_PAYOUT - available) };
  return { kind: 'ready', amount: available };
}
