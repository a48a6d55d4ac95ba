import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Internals/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  args: { title: 'Delete this portfolio?', description: 'Its transactions are deleted too.', confirmLabel: 'Delete portfolio', pendingLabel: 'Deleting...' },
  play: async () => { await expect(await within(document.body).findByRole('button', { name: 'Delete portfolio' })).toBeVisible(); },
};

/** Starting a free trial asks first (product §11.3): an ordinary confirmation, not a destructive one. */
export const StartTrial: Story = {
  args: {
    tone: 'primary', title: 'Start your free trial of Pro?', confirmLabel: 'Start free trial', pendingLabel: 'Starting...', cancelLabel: 'Not now',
    description: 'Your trial runs until Jun 15, 2026. Nothing is charged today. When it ends, $172.71 is charged to your default card, then every year; without a card the plan stops. You can cancel any time before.',
  },
  play: async ({ args }) => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: 'Start free trial' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { ...StartTrial.args, onConfirm: fn(() => Promise.reject(new Error('Your free trial has already been used. Please add a payment method to subscribe.'))) },
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: 'Start free trial' }));
    await expect(await page.findByText(/already been used/)).toBeVisible();
  },
};
