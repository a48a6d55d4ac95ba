import type { Queryable } from '../db';
import { lockAffiliateMember } from '../db/queries/affiliate';
import { notFound } from '../lib/http';

/**
 * Takes the affiliate's member lock (their users row, as withUserLock does) inside the caller's
 * transaction and returns their user id. Every write that moves an affiliate's money (a payout
 * request or decision, voiding or approving a commission, a refund's void) takes it first, so those
 * writes take turns per affiliate and always lock in the same order (member, then ledger rows, then
 * the payout).
 */
export async function lockAffiliate(q: Queryable, affiliateId: string): Promise<string> {
  const userId = await lockAffiliateMember(q, affiliateId);
  if (!userId) throw notFound('Affiliate not found');
  return userId;
}
