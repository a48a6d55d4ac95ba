import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { text: 'https://portfoliotracker.app/r/JANE10', label: 'Copy link', onCopied: fn(), onCopyError: fn() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // Headless chromium may deny clipboard access; either way the user gets feedback.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^(Copied!|Copy failed)$/));
    const calls = (args.onCopied as ReturnType<typeof fn>).mock.calls.length + (args.onCopyError as ReturnType<typeof fn>).mock.calls.length;
    await expect(calls).toBe(1);
  },
};
export const IconOnly: Story = { args: { iconOnly: true, label: 'Copy coupon code', text: 'SAVE10', size: 'sm' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
