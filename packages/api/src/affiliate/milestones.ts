export type MilestoneState = 'locked' | 'claimable' | 'claimed';

/** The next milestone is shown as 20 points (product §9). */
export const NEXT_MILESTONE_POINTS = 20;

/** product §4: Claimed, Claim Reward (enough points, not claimed), or Locked. */
export function milestoneState(m: { points_required: number; is_claimed: boolean }, points: number): MilestoneState {
  if (m.is_claimed) return 'claimed';
  return points >= m.points_required ? 'claimable' : 'locked';
}

/** Progress bar percent: points / 20 x 100, kept within 0..100. */
export function nextMilestoneProgress(points: number): number {
  return Math.min(100, Math.max(0, (points / NEXT_MILESTONE_POINTS) * 100)) || 0;
}
