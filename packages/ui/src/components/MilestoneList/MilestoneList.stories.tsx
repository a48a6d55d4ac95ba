import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MilestoneList } from './MilestoneList';

const milestones = [
  { id: 'm1', pointsRequired: 5, reward: '$5 bonus', isClaimed: true },
  { id: 'm2', pointsRequired: 10, reward: '$15 bonus', isClaimed: false },
  { id: 'm3', pointsRequired: 20, reward: '$50 bonus + Pro for a month', isClaimed: false },
];

const meta = {
  title: 'App/Affiliate/MilestoneList',
  component: MilestoneList,
  args: { points: 14, milestones },
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
export const NoPoints: Story = { args: { points: 0, milestones: milestones.map((m) => ({ ...m, isClaimed: false })) } };
export const AllReached: Story = { args: { points: 20, progressText: 'You reached every milestone.' } };
export const Empty: Story = { args: { milestones: [] } };
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
