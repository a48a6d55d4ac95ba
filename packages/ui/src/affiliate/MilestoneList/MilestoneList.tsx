import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { EmptyState, LoadingState } from '../../private/AppShared';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { CheckIcon, LockIcon } from '../../primitives/Icon';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './MilestoneList.css';

export interface MilestoneItem {
  id: string;
  pointsRequired: number;
  reward: ReactNode;
  /** Locked (not enough points), claimable (Claim Reward) or claimed, as the app's rule decides. */
  state: MilestoneState;
}

export type MilestoneState = 'locked' | 'claimable' | 'claimed';

export interface MilestoneListProps {
  points: number;
  milestones: readonly MilestoneItem[];
  /** Points of the next milestone (the app's rule; product §9 shows 20). */
  nextMilestonePoints: number;
  /** Text under the bar, e.g. '6 points to your next reward'. */
  progressText?: ReactNode;
  /** The spec's Claim Reward has no action; pass one if the product gets one. */
  onClaim?: (id: string) => void;
  loading?: boolean;
  className?: string;
}

/** Progress toward the next milestone and the list of milestones with their state. */
export function MilestoneList({
  points, milestones, nextMilestonePoints, progressText, onClaim, loading = false, className,
}: MilestoneListProps) {
  if (loading) return <LoadingState text="Loading milestones..." />;
  const remaining = Math.max(nextMilestonePoints - points, 0);
  return (
    <div className={cx(styles.wrapper, className)}>
      <section className={styles.progress} aria-label="Milestone progress">
        <div className={styles.progressHead}>
          <h3 className={styles.progressTitle}>Next milestone</h3>
          <span className={styles.progressValue}>{points} / {nextMilestonePoints} points</span>
        </div>
        <ProgressBar value={points} max={nextMilestonePoints} label="Progress to next milestone" hideLabel valueText={`${points} of ${nextMilestonePoints} points`} tone="accent" />
        <p className={styles.hint}>{progressText ?? (remaining > 0 ? `${remaining} more points to reach your next milestone.` : 'Milestone reached!')}</p>
      </section>
      {milestones.length === 0 ? (
        <EmptyState title="No milestones yet" description="Milestones appear here as the programme adds them." />
      ) : (
        <ul className={styles.list} aria-label="Milestones">
          {milestones.map((m) => {
            const { state } = m;
            return (
              <li key={m.id} className={styles.item({ state })} data-state={state}>
                <span className={styles.points({ state })}>
                  <span className={styles.pointsNumber}>{m.pointsRequired}</span>
                  <span className={styles.pointsUnit}>points</span>
                </span>
                <div className={styles.body}>
                  <p className={styles.reward}>{m.reward}</p>
                  <p className={styles.hint}>
                    {state === 'locked' ? `${m.pointsRequired - points} more points needed` : state === 'claimable' ? 'Unlocked — ready to claim' : 'Reward claimed'}
                  </p>
                </div>
                {state === 'locked' ? (
                  <Badge tone="neutral" icon={<LockIcon size={14} />}>Locked</Badge>
                ) : state === 'claimed' ? (
                  <Badge tone="success" icon={<CheckIcon size={14} />}>Claimed</Badge>
                ) : (
                  <Button size="sm" variant="primary" onClick={onClaim ? () => onClaim(m.id) : undefined}>Claim Reward</Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
