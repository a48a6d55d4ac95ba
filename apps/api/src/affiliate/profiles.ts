import { DEFAULT_COMMISSION_RATE } from '@pt/api';
import type { CurrentUser } from '../context';
import type { Queryable } from '../db';
import { forbidden } from '../lib/http';
import { findProfileOfUser, upsertActiveProfile, type ProfileRow } from '../db/queries/affiliate';
import { seedMilestones } from './milestones';

/** Creates (or re-activates) the affiliate profile of a user at the default commission and seeds the default milestones. */
export async function activateAffiliate(q: Queryable, userId: string): Promise<string> {
  const profileId = await upsertActiveProfile(q, userId, DEFAULT_COMMISSION_RATE);
  if (!profileId) throw new Error('profile not created');
  await seedMilestones(q, profileId);
  return profileId;
}

export async function profileOf(q: Queryable, userId: string): Promise<ProfileRow | undefined> {
  return findProfileOfUser(q, userId);
}

/** The member's active affiliate profile, else 403 'Only an approved affiliate can <action>'. */
export async function requireAffiliate(q: Queryable, user: CurrentUser, action: string): Promise<ProfileRow> {
  const p = await profileOf(q, user.id);
  if (!p || p.status !== 'active') throw forbidden(`Only an approved affiliate can ${action}`);
  return p;
}
