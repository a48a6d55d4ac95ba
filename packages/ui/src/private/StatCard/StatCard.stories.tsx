import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, StarIcon, TrendingUpIcon, UserIcon } from '../../primitives/Icon';
import { StatCard } from './StatCard';

const meta = {
  title: 'Internals/StatCard',
  component: StatCard,
  args: { label: 'Total earnings', value: '$1,240.00', hint: 'Paid out monthly from $50', icon: <TrendingUpIcon size={22} /> },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const WithoutIcon: Story = { args: { icon: undefined } };
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Empty: Story = { args: { value: '$0.00', hint: 'Share your link to start earning', tone: 'neutral' } };
export const Tones: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}><Story /></div>],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <StatCard label="Referrals" value="48" icon={<UserIcon size={22} />} tone="primary" />
      <StatCard label="Conversion" value="5.2%" icon={<TrendingUpIcon size={22} />} tone="success" />
      <StatCard label="Points" value="12 / 20" icon={<StarIcon size={22} />} tone="accent" />
      <StatCard label="Pending" value="3" icon={<BellIcon size={22} />} tone="warning" />
      <StatCard label="Rejected" value="1" icon={<BellIcon size={22} />} tone="danger" />
      <StatCard label="Clicks" value="1,024" icon={<UserIcon size={22} />} tone="info" />
      <StatCard label="Archived" value="0" icon={<StarIcon size={22} />} tone="neutral" />
    </div>
  ),
};
