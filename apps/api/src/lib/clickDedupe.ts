import type { Queryable } from '../db';
import { atMostEvery } from './atMostEvery';

/** A visitor's repeated clicks on one link count once per minute. */
export const CLICK_DEDUPE_MS = 60_000;

/**
 * Claims the click of `visitor` on `linkId` at `now`: true when it counts (no click of theirs on
 * that link counted in the last minute). One atomic upsert in table click_dedupe, shared by every
 * API instance: of concurrent claims exactly one wins. Run it in the transaction that records the
 * click, so a failed write gives the claim back.
 */
export async function claimClick(q: Queryable, linkId: string, visitor: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO click_dedupe AS d (link_id, visitor_hash, counted_at) VALUES ($1, $2, $3)
     ON CONFLICT (link_id, visitor_hash) DO UPDATE SET counted_at = EXCLUDED.counted_at
     WHERE d.counted_at <= $4
     RETURNING 1`,
    [linkId, visitor, now, new Date(now.getTime() - CLICK_DEDUPE_MS)],
  );
  return rows.length === 1;
}

/** Deletes the claims that no longer hold anything back, at most once a minute per process. */
export function clickDedupePruner(db: Queryable): (now: Date) => Promise<void> {
  return atMostEvery(CLICK_DEDUPE_MS, async (now) => {
    await db.query('DELETE FROM click_dedupe WHERE counted_at <= $1', [new Date(now.getTime() - CLICK_DEDUPE_MS)]);
  });
}
