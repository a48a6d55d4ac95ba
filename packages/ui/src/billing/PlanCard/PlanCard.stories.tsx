import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Billing/PlanCard',
  component: PlanCard,
  args: {
    name: 'Premium',
    description: 'Unlimited holdings, premium plugins and real-time sync.',
    price: '$9.99 USD',
    billingCycle: 'monthly',
    features: ['Unlimited holdings', '5 premium plugins', 'Real-time sync', 'Advanced Analytics'],
    icon: 'premium',
    onSelect: fn(),
  },
  decorators: [(S) => <div style={{ maxWidth: 360 }}><S /></div>],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('/monthly')).toBeVisible();
    await expect(c.getByText('Advanced Analytics')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Get Started' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
export const Processing: Story = {
  args: { processing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Processing/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const CurrentPlan: Story = {
  args: { current: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Current Plan' })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Yearly: Story = { args: { price: '$95.90 USD', billingCycle: 'yearly' } };
export const Basic: Story = { args: { name: 'Basic', price: '$0.00 USD', description: 'Track up to 5 holdings.', features: ['5 holdings limit'], icon: 'basic' } };
export const Pro: Story = {
  args: { name: 'Pro', price: '$19.99 USD', highlighted: true, features: ['All plugins', 'Advanced risk metrics', 'Custom alerts', 'Portfolio sharing', 'API Access', 'ChartGPT Integration'], icon: 'pro' },
};
export const OtherPlan: Story = { args: { name: 'Free', price: '$0.00 USD', description: 'Get started for free.', features: ['5 holdings limit'], icon: 'default' } };
