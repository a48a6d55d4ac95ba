import type { Queryable } from '../db';
import { notFound } from '../lib/http';

/**
 * Takes the affiliate's member lock (their users row, as withUserLock does) inside the caller's
 * transaction and returns their user id. Every write that moves an affiliate's money (a payout
 * request or decision, voiding or approving a commission, a refund's void) takes it first, so those
 * writes take turns per affiliate and always lock in the same order (member, then ledger rows, then
 * the payout).
 */
export async function lockAffiliate(q: Queryable, affiliateId: string): Promise<string> {
  const row = (await q.query<{ id: string }>(
    'SELECT u.id FROM users u JOIN affiliate_profiles p ON p.user_id = u.id WHERE p.id = $1 FOR NO KEY UPDATE OF u',
    [affiliateId],
  ))[0];
  if (!row) throw notFound('Affiliate not found');
  return row.id;
}
