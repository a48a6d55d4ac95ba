import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { payoutStatuses, requiredText, sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { AdminPayoutsTable } from './AdminPayoutsTable';
import { adminPayouts } from './adminPayoutFixtures';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const meta = {
  title: 'Admin/AdminPayoutsTable',
  component: AdminPayoutsTable,
  args: {
    payouts: adminPayouts, format: sampleLedgerFormat, statuses: payoutStatuses, status: 'all', onStatusChange: fn(),
    onMarkPaid: fn(), onReject: fn(),
    // Stand in for the SDK's validatePayoutReference and validateDecisionReason.
    validateReference: requiredText('Please enter the transfer reference.'), validateReason: requiredText('Please give a reason.'),
  },
} satisfies Meta<typeof AdminPayoutsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button', { name: /^Mark paid:/ })).toHaveLength(2);
    const paid = c.getByRole('row', { name: /WISE-2026-08-7731/ });
    await expect(within(paid).queryByRole('button')).toBeNull();
  },
};

/** Mark paid by keyboard: the reference is required; Enter in the field submits. */
export const MarkPaid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Mark paid: $120.00 to Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    const field = await body().findByRole('textbox', { name: /Transfer reference/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await body().findByText('Please enter the transfer reference.')).toBeVisible());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onMarkPaid).not.toHaveBeenCalled();
    await userEvent.type(field, 'WISE-2026-11-0042{Enter}');
    await expect(args.onMarkPaid).toHaveBeenCalledWith(adminPayouts[0], 'WISE-2026-11-0042');
  },
};

/** Reject by keyboard: a reason is required, then the danger button sends it. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Reject: $312.40 to Grace Hopper' }).focus();
    await userEvent.keyboard('{Enter}');
    const reason = await body().findByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Reject payout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await body().findByText('Please give a reason.')).toBeVisible());
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Duplicate of an earlier request.');
    await userEvent.click(body().getByRole('button', { name: 'Reject payout' }));
    await expect(args.onReject).toHaveBeenCalledWith(adminPayouts[1], 'Duplicate of an earlier request.');
  },
};

/** The server refused: the dialog says why and keeps the reference typed. */
export const DecisionFailed: Story = {
  args: { onMarkPaid: fn(() => Promise.reject(new globalThis.Error('This payout has already been paid'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark paid: $120.00 to Ada Lovelace' }));
    const field = await body().findByRole('textbox', { name: /Transfer reference/ });
    await userEvent.type(field, 'WISE-1{Enter}');
    const failure = await body().findByText('This payout has already been paid');
    await waitFor(() => expect(failure).toBeVisible());
    await expect(field).toHaveValue('WISE-1');
  },
};

export const FilteredOpen: Story = { args: { status: 'requested', payouts: adminPayouts.filter((p) => p.open) } };
export const Empty: Story = { args: { payouts: [] } };
export const EmptyFilter: Story = {
  args: { payouts: [], status: 'rejected' },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('No payout requests with this status')).toBeVisible(); },
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
