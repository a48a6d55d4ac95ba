import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGate } from './FeatureGate';

const premiumLock = {
  message: 'Advanced analytics is part of the Premium plan. Upgrade to use it.',
  upgradePath: '/payment-demo?plan=premium#plan-premium',
};
const proLock = {
  message: 'Portfolio sharing is part of the Pro plan. Upgrade to use it.',
  upgradePath: '/payment-demo?plan=pro#plan-pro',
};

const meta = {
  title: 'Workspace/FeatureGate',
  component: FeatureGate,
  args: { lock: premiumLock, title: 'Advanced analytics', actionLabel: 'See Premium', planLabel: 'Premium' },
} satisfies Meta<typeof FeatureGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the feature's panel: the plan that includes it and a link to the plans with it preselected. */
export const Card: Story = {
  args: { description: 'Volatility, maximum drawdown, monthly returns and the portfolio against a benchmark.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Advanced analytics' })).toBeVisible();
    await expect(c.getByText('Premium plan')).toBeVisible();
    await expect(c.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/payment-demo?plan=premium#plan-premium');
  },
};
/** A Pro feature; the app passes its router's link. */
export const ProWithRouterLink: Story = {
  args: {
    lock: proLock, title: 'Portfolio sharing', actionLabel: 'See Pro', planLabel: 'Pro',
    renderLink: ({ href, children, ...rest }) => <a href={href} data-router-link="" {...rest}>{children}</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See Pro' })).toHaveAttribute('data-router-link');
  },
};
/** No plan offers the feature (a misconfigured plans table): the message only, no link to nowhere. */
export const NoPlanOffersIt: Story = {
  args: { lock: { message: 'API access is not available on any plan.', upgradePath: null }, title: 'API access', planLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
/** One line for inline use, e.g. under a panel's header. */
export const Compact: Story = {
  args: { variant: 'compact', lock: { message: 'Risk metrics are part of the Pro plan.', upgradePath: '/payment-demo?plan=pro#plan-pro' }, actionLabel: 'See Pro' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Risk metrics are part of the Pro plan.')).toBeVisible();
    await expect(c.queryByRole('heading')).toBeNull();
    await expect(c.getByRole('link', { name: 'See Pro' })).toHaveAttribute('href', '/payment-demo?plan=pro#plan-pro');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const CompactMobile: Story = { ...Compact, globals: { viewport: { value: 'mobile', isRotated: false } } };
