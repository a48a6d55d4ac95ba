import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MilestoneList } from './MilestoneList';

describe('MilestoneList', () => {
  it('shows each milestone in its state and the progress toward 20 points', () => {
    render(
      <MilestoneList
        points={12}
        nextMilestonePoints={20}
        milestones={[
          { id: 'a', pointsRequired: 5, reward: 'First reward', state: 'claimed' },
          { id: 'b', pointsRequired: 10, reward: 'Second reward', state: 'claimable' },
          { id: 'c', pointsRequired: 20, reward: 'Third reward', state: 'locked' },
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress to next milestone' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '20');
    expect(screen.getByText('8 more points to reach your next milestone.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Claimed')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Claim Reward' })).toBeInTheDocument();
    expect(within(items[2]!).getByText('Locked')).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  });
});
