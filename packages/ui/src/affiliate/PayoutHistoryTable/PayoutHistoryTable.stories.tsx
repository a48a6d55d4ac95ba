import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { PayoutHistoryTable } from './PayoutHistoryTable';
import { payoutRows } from './payoutFixtures';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const meta = {
  title: 'Affiliate/PayoutHistoryTable',
  component: PayoutHistoryTable,
  args: { payouts: payoutRows, format: sampleLedgerFormat },
} satisfies Meta<typeof PayoutHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const paid = c.getByRole('row', { name: /Aug 01, 2026/ });
    await expect(within(paid).getByText('WISE-2026-08-7731')).toBeVisible();
    await expect(within(paid).getByText('Aug 05, 2026')).toBeVisible();
    const rejected = c.getByRole('row', { name: /Sep 02, 2026/ });
    await expect(within(rejected).getByText(/bank details on file were incomplete/)).toBeVisible();
  },
};
export const Requested: Story = { args: { payouts: payoutRows.slice(0, 1) } };
export const Empty: Story = {
  args: { payouts: [] },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('No payouts yet')).toBeVisible(); },
};
export const Loading: Story = { args: { payouts: [], loading: true } };
export const Error: Story = {
  args: { payouts: [], error: 'Failed to load payouts.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};
