import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { title: 'Application received', description: 'We review applications within 3-5 business days.' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Application received');
  },
};
export const Success: Story = { args: { tone: 'success', title: 'Email verified', description: 'You can now sign in.' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Trial ends in 3 days', description: 'Add a card to keep Premium.' } };
export const Danger: Story = {
  args: { tone: 'danger', title: 'Payment failed', description: 'Your card was declined. Try another card.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Payment failed');
  },
};
export const Neutral: Story = { args: { tone: 'neutral', title: undefined, description: 'Market data is delayed by 15 minutes.' } };
export const WithAction: Story = {
  args: { tone: 'warning', title: 'Sign in required', description: 'Sign in to join the affiliate programme.', action: <Button size="sm">Sign In</Button> },
};
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
export const TitleOnly: Story = { args: { description: undefined, tone: 'success', title: 'Saved' } };
/** A server message with a long unbroken token wraps inside a phone-wide alert instead of widening the page. */
export const LongUnbrokenMessage: Story = {
  args: { tone: 'danger', title: undefined, description: `Invalid token: ${'a1b2c3'.repeat(40)}` },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
