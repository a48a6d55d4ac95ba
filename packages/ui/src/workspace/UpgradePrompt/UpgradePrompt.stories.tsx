import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpgradePrompt } from './UpgradePrompt';

const meta = {
  title: 'Workspace/UpgradePrompt',
  component: UpgradePrompt,
  args: {
    message: 'Your Free plan allows up to 5 holdings. Upgrade to add more.',
    href: '/payment-demo?plan=premium#plan-premium',
  },
} satisfies Meta<typeof UpgradePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your Free plan allows up to 5 holdings. Upgrade to add more.')).toBeVisible();
    await expect(c.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/payment-demo?plan=premium#plan-premium');
  },
};
/** The app passes its router's link; the kit hands it the href, class and text. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, children, ...rest }) => <a href={href} data-router-link="" {...rest}>{children}</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See Premium' })).toHaveAttribute('data-router-link');
  },
};
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
