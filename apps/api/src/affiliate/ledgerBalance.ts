import type { CommissionBalance } from '@pt/api';
import type { Queryable } from '../db';
import { num } from '../lib/time';
import { sumLedgerByStatus } from '../db/queries/commissions';

export interface LedgerTotals {
  balance: CommissionBalance;
  /** pending + approved + paid: what the affiliate earned (voided left out). */
  totalEarnings: number;
  /** Entries not voided. */
  conversions: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The affiliate's ledger summed by status: the dashboard's totals and the Payments tab's balance, from the same rows. */
export async function ledgerTotals(q: Queryable, affiliateId: string): Promise<LedgerTotals> {
  const rows = await sumLedgerByStatus(q, affiliateId);
  const balance: CommissionBalance = { pending: 0, held: 0, approved: 0, available: 0, requested: 0, paid: 0, voided: 0 };
  let conversions = 0;
  for (const r of rows) {
    const total = num(r.total);
    balance[r.status] += total;
    if (r.status === 'pending' && r.held) balance.held += total;
    if (r.status === 'approved') balance[r.in_payout ? 'requested' : 'available'] += total;
    if (r.status !== 'voided') conversions += Number(r.n);
  }
  for (const k of Object.keys(balance) as (keyof CommissionBalance)[]) balance[k] = cents(balance[k]);
  return { balance, totalEarnings: cents(balance.pending + balance.approved + balance.paid), conversions };
}
