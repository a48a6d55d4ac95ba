import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, Toaster, useToast, type ToastOptions } from './Toaster';

function Demo({ options, label = 'Show toast' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  decorators: [
    (Story, { parameters }) => (
      <ToastProvider duration={(parameters as { toastDuration?: number }).toastDuration}>
        <Demo options={(parameters as { toast: ToastOptions }).toast} />
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { layout: 'padded', toast: { title: 'Link copied', description: 'Your referral link is on the clipboard.' } },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

async function showToast(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  return within(document.body).findByRole('region', { name: 'Notifications' });
}

export const Default: Story = {
  parameters: { toastDuration: 60_000 },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    await waitFor(() => expect(region).toHaveTextContent('Link copied'));
  },
};
export const Success: Story = {
  parameters: { toastDuration: 60_000, toast: { title: 'Payment successful', description: 'Welcome to Premium!', tone: 'success' } },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};
export const Destructive: Story = {
  parameters: { toastDuration: 60_000, toast: { title: 'Payment failed', description: 'Your card was declined.', tone: 'destructive' } },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};
export const WithAction: Story = {
  parameters: {
    toastDuration: 60_000,
    toast: { title: 'Coupon deleted', tone: 'default', action: { label: 'Undo', altText: 'Restore the coupon from the coupons table', onClick: fn() } },
  },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    await expect(await within(region).findByRole('button', { name: 'Undo' })).toBeVisible();
  },
};
export const HotkeyFocus: Story = {
  parameters: { toastDuration: 60_000 },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
  },
};
export const Dismiss: Story = {
  parameters: { toastDuration: 60_000 },
  play: async ({ canvasElement }) => {
    const region = await showToast(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(region).not.toHaveTextContent('Link copied'));
  },
};
export const Mobile: Story = {
  parameters: { toastDuration: 60_000 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};
