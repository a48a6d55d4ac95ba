import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AffiliateDashboardHeader } from './AffiliateDashboardHeader';

const meta = {
  title: 'Affiliate/AffiliateDashboardHeader',
  component: AffiliateDashboardHeader,
  args: { fullName: 'Ada Lovelace', email: 'ada@example.com', onRefresh: fn(), onSignOut: fn() },
} satisfies Meta<typeof AffiliateDashboardHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Affiliate Dashboard' })).toBeVisible();
    await expect(c.getByText('Welcome back, Ada Lovelace!')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const EmailOnly: Story = { args: { fullName: null } };
export const Refreshing: Story = { args: { refreshing: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
