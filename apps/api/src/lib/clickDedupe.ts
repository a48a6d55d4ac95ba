import type { Queryable } from '../db';
import { atMostEvery } from './atMostEvery';
import { deleteClickClaimsBefore, upsertClickClaim } from '../db/queries/clicks';

/** A visitor's repeated clicks on one link count once per minute. */
export const CLICK_DEDUPE_MS = 60_000;

/**
 * Claims the click of `visitor` on `linkId` at `now`: true when it counts (no click of theirs on
 * that link counted in the last minute). One atomic upsert in table click_dedupe, shared by every
 * API instance: of concurrent claims exactly one wins. Run it in the transaction that records the
 * click, so a failed write gives the claim back.
 */
export async function claimClick(q: Queryable, linkId: string, visitor: string, now: Date): Promise<boolean> {
  return upsertClickClaim(q, linkId, visitor, now, new Date(now.getTime() - CLICK_DEDUPE_MS));
}

/** Deletes the claims that no longer hold anything back, at most once a minute per process. */
export function clickDedupePruner(db: Queryable): (now: Date) => Promise<void> {
  return atMostEvery(CLICK_DEDUPE_MS, async (now) => {
    await deleteClickClaimsBefore(db, new Date(now.getTime() - CLICK_DEDUPE_MS));
  });
}
