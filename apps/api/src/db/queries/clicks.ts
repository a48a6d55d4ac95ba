// The SQL of clicks on affiliate links (product §16.4): the de-duplication claim, the click row and
// the counters it moves, and the click counts fraud signals read. Each function is one statement on
// whatever it is given (the pool or a transaction); the caller runs a click's writes in one transaction.
import type { Queryable } from '../Db';

/**
 * Claims the click of `visitor` on `linkId` at `now` in one atomic upsert of click_dedupe: true when
 * it counts (no claim of theirs on that link since `countedBefore`); of concurrent claims exactly one wins.
 */
export async function upsertClickClaim(q: Queryable, linkId: string, visitor: string, now: Date, countedBefore: Date): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO click_dedupe AS d (link_id, visitor_hash, counted_at) VALUES ($1, $2, $3)
     ON CONFLICT (link_id, visitor_hash) DO UPDATE SET counted_at = EXCLUDED.counted_at
     WHERE d.counted_at <= $4
     RETURNING 1`,
    [linkId, visitor, now, countedBefore],
  );
  return rows.length === 1;
}

/** Deletes the claims counted at or before `countedBefore`. */
export async function deleteClickClaimsBefore(q: Queryable, countedBefore: Date): Promise<void> {
  await q.query('DELETE FROM click_dedupe WHERE counted_at <= $1', [countedBefore]);
}

export async function insertClick(q: Queryable, linkId: string, visitor: string, at: Date): Promise<void> {
  await q.query('INSERT INTO clicks (link_id, visitor_hash, created_at) VALUES ($1, $2, $3)', [linkId, visitor, at]);
}

/** One more click on the link; its affiliate, or null when the link is gone. */
export async function countLinkClick(q: Queryable, linkId: string): Promise<string | null> {
  const rows = await q.query<{ affiliate_id: string }>('UPDATE affiliate_links SET clicks = clicks + 1 WHERE id = $1 RETURNING affiliate_id', [linkId]);
  return rows[0]?.affiliate_id ?? null;
}

/** One more click on the affiliate's profile, and a point when the total reaches a multiple of `clicksPerPoint`. */
export async function countProfileClick(q: Queryable, affiliateId: string, clicksPerPoint: number): Promise<void> {
  await q.query(
    `UPDATE affiliate_profiles SET total_clicks = total_clicks + 1,
       points = points + CASE WHEN (total_clicks + 1) % $2 = 0 THEN 1 ELSE 0 END WHERE id = $1`,
    [affiliateId, clicksPerPoint],
  );
}

/** Counted clicks from `network` on the affiliate's links between `from` and `to`. */
export async function countNetworkClicksBetween(q: Queryable, affiliateId: string, network: string, from: Date, to: Date): Promise<number> {
  return Number((await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM clicks c JOIN affiliate_links l ON l.id = c.link_id
     WHERE l.affiliate_id = $1 AND c.visitor_hash = $2 AND c.created_at BETWEEN $3 AND $4`,
    [affiliateId, network, from, to],
  ))[0]?.n ?? 0);
}
