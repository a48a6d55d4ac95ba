import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MilestoneList } from './MilestoneList';

// States as the SDK's milestoneState gives them for 14 points.
const milestones = [
  { id: 'm1', pointsRequired: 5, reward: '$5 bonus', state: 'claimed' },
  { id: 'm2', pointsRequired: 10, reward: '$15 bonus', state: 'claimable' },
  { id: 'm3', pointsRequired: 20, reward: '$50 bonus + Pro for a month', state: 'locked' },
] as const;

const meta = {
  title: 'Affiliate/MilestoneList',
  component: MilestoneList,
  args: { points: 14, milestones, nextMilestonePoints: 20 },
  decorators: [(S) => <div style={{ maxWidth: 720 }}><S /></div>],
} satisfies Meta<typeof MilestoneList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: 'Progress to next milestone' })).toHaveAttribute('aria-valuenow', '14');
    await expect(c.getByText('Claimed')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Claim Reward' })).toBeVisible();
    await expect(c.getByText('Locked')).toBeVisible();
  },
};
export const NoPoints: Story = { args: { points: 0, milestones: milestones.map((m) => ({ ...m, state: 'locked' as const })) } };
export const AllReached: Story = {
  args: { points: 20, progressText: 'You reached every milestone.', milestones: milestones.map((m) => ({ ...m, state: m.state === 'claimed' ? 'claimed' as const : 'claimable' as const })) },
};
export const Empty: Story = { args: { milestones: [] } };
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
