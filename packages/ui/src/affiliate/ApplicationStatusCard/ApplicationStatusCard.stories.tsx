import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationStatusCard } from './ApplicationStatusCard';

const application = { fullName: 'Ada Lovelace', email: 'ada@example.com', submittedAt: 'Nov 20, 2026', location: 'London, UK', status: 'pending' as const, statusBadge: { label: 'Pending Review', tone: 'warning' } as const };

const meta = {
  title: 'Affiliate/ApplicationStatusCard',
  component: ApplicationStatusCard,
  args: { application, lastUpdated: '10:42 AM', onRefresh: fn(), onBackToAffiliates: fn(), onGoToDashboard: fn() },
} satisfies Meta<typeof ApplicationStatusCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Pending Review')).toBeVisible();
    await expect(c.getByText(/3-5 business days/)).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Go to Affiliate Dashboard' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Refresh Status' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Approved: Story = {
  args: { application: { ...application, status: 'approved', statusBadge: { label: 'Approved', tone: 'success' } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Congratulations/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Go to Affiliate Dashboard' }));
    await expect(args.onGoToDashboard).toHaveBeenCalled();
  },
};
export const Rejected: Story = {
  args: { application: { ...application, status: 'rejected', statusBadge: { label: 'Rejected', tone: 'danger' }, reviewerNotes: 'Your audience is outside the regions we currently support. You are welcome to apply again next year.' } },
};
export const RejectedWithoutNotes: Story = { args: { application: { ...application, status: 'rejected', statusBadge: { label: 'Rejected', tone: 'danger' } } } };
export const Refreshing: Story = { args: { refreshing: true } };
export const Error: Story = { args: { error: 'Could not refresh your status. Please try again.' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { application: { ...application, status: 'approved', statusBadge: { label: 'Approved', tone: 'success' } } } };
