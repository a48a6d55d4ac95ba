import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'App/Affiliate/StatGrid',
  component: StatGrid,
  args: { stats: { points: 14, totalEarnings: 1234.5, totalClicks: 5321, conversionRate: 4.25, activeCoupons: 3 } },
} satisfies Meta<typeof StatGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('$1,234.50')).toBeVisible();
    await expect(c.getByText('4.3%')).toBeVisible();
    await expect(c.getByText('5,321')).toBeVisible();
  },
};
export const Zero: Story = { args: { stats: { points: 0, totalEarnings: 0, totalClicks: 0, conversionRate: 0, activeCoupons: 0 } } };
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
