import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardAuthenticationDialog } from './CardAuthenticationDialog';

const meta = {
  title: 'Billing/CardAuthenticationDialog',
  component: CardAuthenticationDialog,
  args: { open: true, card: 'Visa ending in 3155', onApprove: fn(), onFail: fn(), onCancel: fn() },
} satisfies Meta<typeof CardAuthenticationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal on document.body.
export const SavingACard: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(await page.findByText('Confirm your card')).toBeVisible();
    await expect(page.getByText('Visa ending in 3155')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Complete authentication' }));
    await expect(args.onApprove).toHaveBeenCalledTimes(1);
  },
};

export const Payment: Story = {
  args: { amount: '$12.50' },
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(await page.findByText('$12.50')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Fail authentication' }));
    await expect(args.onFail).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
