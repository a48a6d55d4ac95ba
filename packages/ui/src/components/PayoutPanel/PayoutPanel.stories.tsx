import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PayoutPanel } from './PayoutPanel';

const meta = {
  title: 'App/Affiliate/PayoutPanel',
  component: PayoutPanel,
  args: { balance: 37.5, canRequestPayout: false, progressText: '$12.50 more to reach the $50.00 minimum', onRequestPayout: fn() },
} satisfies Meta<typeof PayoutPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowThreshold: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('$37.50')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Request Payout' })).toBeNull();
    await expect(c.getByText('No payments yet')).toBeVisible();
  },
};
export const CanRequest: Story = {
  args: { balance: 128.4, canRequestPayout: true, progressText: 'You can request a payout.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Payout' })).toBeVisible();
  },
};
export const Zero: Story = { args: { balance: 0, progressText: '$50.00 more to reach the $50.00 minimum' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
