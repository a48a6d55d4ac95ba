import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { requiredText, sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { AdminCommissionReview } from './AdminCommissionReview';
import { flaggedCommissions } from './reviewFixtures';

const meta = {
  title: 'Admin/AdminCommissionReview',
  component: AdminCommissionReview,
  args: {
    commissions: flaggedCommissions, format: sampleLedgerFormat, onApprove: fn(), onVoid: fn(),
    // Stands in for the SDK's validateDecisionReason.
    validateReason: requiredText('Please give a reason.'),
  },
} satisfies Meta<typeof AdminCommissionReview>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const grace = c.getByRole('article', { name: /\$24\.98/ });
    await expect(within(grace).getByText('temp4821@mailinator.com')).toBeVisible();
    await expect(within(grace).getByText('Burst from one network')).toBeVisible();
  },
};

/** Approve by keyboard, confirmed in a dialog that repeats the flags. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Approve the commission of $3.00 for ada@example.com' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await body().findByRole('button', { name: 'Approve commission' });
    await waitFor(() => expect(body().getByRole('list', { name: 'Its fraud signals' })).toBeVisible());
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalledWith(flaggedCommissions[0]);
  },
};

/** Void needs a reason: submitting empty says so and keeps focus on the field. */
export const Void: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Void the commission of $24.98 for grace@example.com' }).focus();
    await userEvent.keyboard('{Enter}');
    const reason = await body().findByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(body().getByRole('button', { name: 'Void commission' }));
    await waitFor(async () => expect(await body().findByText('Please give a reason.')).toBeVisible());
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Disposable address and a burst of sign-ups.');
    await userEvent.click(body().getByRole('button', { name: 'Void commission' }));
    await expect(args.onVoid).toHaveBeenCalledWith(flaggedCommissions[1], 'Disposable address and a burst of sign-ups.');
  },
};

export const Empty: Story = {
  args: { commissions: [] },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('No commissions to review')).toBeVisible(); },
};
export const Loading: Story = { args: { commissions: [], loading: true } };
export const Error: Story = {
  args: { commissions: [], error: 'Failed to load commissions.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
