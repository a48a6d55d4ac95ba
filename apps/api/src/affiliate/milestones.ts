import type { Queryable } from '../db';
import { insertMilestoneIfMissing } from '../db/queries/affiliate';

/** The milestones every approved affiliate starts with: points to reach and the one-time cash bonus in dollars. */
export const DEFAULT_MILESTONES = [
  { points: 20, description: 'Bronze: $10 bonus', cash: 10 },
  { points: 50, description: 'Silver: $30 bonus', cash: 30 },
  { points: 100, description: 'Gold: $75 bonus', cash: 75 },
  { points: 250, description: 'Platinum: $200 bonus', cash: 200 },
] as const;

/** Gives an affiliate the default milestones it does not have yet (idempotent). */
export async function seedMilestones(q: Queryable, affiliateId: string): Promise<void> {
  for (const m of DEFAULT_MILESTONES) {
    await insertMilestoneIfMissing(q, affiliateId, m);
  }
}
