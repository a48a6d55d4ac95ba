import type { Queryable } from '../db';
import { claimClick } from '../lib/clickDedupe';
import { countLinkClick, countProfileClick, insertClick } from '../db/queries/clicks';
import { CLICKS_PER_POINT } from './points';

/**
 * Counts one click of `visitor` (a keyed hash of the client address) on a link: the click row, the
 * link's and the profile's counters, and a point on every 10th click. A repeat of the same visitor on
 * the link within the de-duplication window counts nothing and returns false. Run in one transaction,
 * so a failed write gives the claim back.
 */
export async function recordClick(tx: Queryable, linkId: string, visitor: string, now: Date): Promise<boolean> {
  if (!(await claimClick(tx, linkId, visitor, now))) return false;
  await insertClick(tx, linkId, visitor, now);
  const affiliateId = await countLinkClick(tx, linkId);
  if (affiliateId) await countProfileClick(tx, affiliateId, CLICKS_PER_POINT);
  return true;
}
