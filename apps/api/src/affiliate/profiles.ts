import { DEFAULT_COMMISSION_RATE } from '@pt/api';
import type { CurrentUser } from '../context';
import type { Queryable } from '../db';
import { forbidden } from '../lib/http';
import type { ProfileRow } from './mappers';
import { seedMilestones } from './milestones';

/** Creates (or re-activates) the affiliate profile of a user at the default commission and seeds the default milestones. */
export async function activateAffiliate(q: Queryable, userId: string): Promise<string> {
  const profile = (
    await q.query<{ id: string }>(
      `INSERT INTO affiliate_profiles (user_id, status, commission_rate) VALUES ($1, 'active', $2)
       ON CONFLICT (user_id) DO UPDATE SET status = 'active' RETURNING id`,
      [userId, DEFAULT_COMMISSION_RATE],
    )
  )[0];
  if (!profile) throw new Error('profile not created');
  await seedMilestones(q, profile.id);
  return profile.id;
}

export async function profileOf(q: Queryable, userId: string): Promise<ProfileRow | undefined> {
  return (await q.query<ProfileRow>('SELECT * FROM affiliate_profiles WHERE user_id = $1', [userId]))[0];
}

/** The member's active affiliate profile, else 403 'Only an approved affiliate can <action>'. */
export async function requireAffiliate(q: Queryable, user: CurrentUser, action: string): Promise<ProfileRow> {
  const p = await profileOf(q, user.id);
  if (!p || p.status !== 'active') throw forbidden(`Only an approved affiliate can ${action}`);
  return p;
}
