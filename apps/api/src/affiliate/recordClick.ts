import type { Queryable } from '../db';
import { claimClick } from '../lib/clickDedupe';
import { CLICKS_PER_POINT } from './points';

/**
 * Counts one click of `visitor` (a keyed hash of the client address) on a link: the click row, the
 * link's and the profile's counters, and a point on every 10th click. A repeat of the same visitor on
 * the link within the de-duplication window counts nothing and returns false. Run in one transaction,
 * so a failed write gives the claim back.
 */
export async function recordClick(tx: Queryable, linkId: string, visitor: string, now: Date): Promise<boolean> {
  if (!(await claimClick(tx, linkId, visitor, now))) return false;
  await tx.query('INSERT INTO clicks (link_id, visitor_hash, created_at) VALUES ($1, $2, $3)', [linkId, visitor, now]);
  const l = (await tx.query<{ affiliate_id: string }>('UPDATE affiliate_links SET clicks = clicks + 1 WHERE id = $1 RETURNING affiliate_id', [linkId]))[0];
  if (l) {
    await tx.query(
      `UPDATE affiliate_profiles SET total_clicks = total_clicks + 1,
         points = points + CASE WHEN (total_clicks + 1) % $2 = 0 THEN 1 ELSE 0 END WHERE id = $1`,
      [l.affiliate_id, CLICKS_PER_POINT],
    );
  }
  return true;
}
