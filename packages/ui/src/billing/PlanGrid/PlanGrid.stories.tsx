import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlanCard } from '../PlanCard';
import { PlanGrid } from './PlanGrid';

const plans = [
  { name: 'Free', price: '$0.00 USD', description: 'Get started with the basics.', features: ['5 holdings limit'], icon: 'default' },
  { name: 'Premium', price: '$9.99 USD', description: 'For active investors.', features: ['Unlimited holdings', '5 premium plugins', 'Real-time sync', 'Advanced Analytics'], icon: 'premium' },
  { name: 'Pro', price: '$19.99 USD', description: 'Everything, for professionals.', features: ['All plugins', 'Advanced risk metrics', 'Custom alerts', 'Portfolio sharing', 'ChartGPT Integration', 'API Access'], icon: 'pro' },
] as const;

const meta = {
  title: 'Billing/PlanGrid',
  component: PlanGrid,
  render: (args) => (
    <PlanGrid {...args}>
      {plans.map((p, i) => (
        <PlanCard key={p.name} {...p} billingCycle="monthly" current={i === 1} highlighted={i === 2} onSelect={fn()} />
      ))}
    </PlanGrid>
  ),
} satisfies Meta<typeof PlanGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Processing: Story = {
  render: (args) => (
    <PlanGrid {...args}>
      {plans.map((p) => (
        <PlanCard key={p.name} {...p} billingCycle="yearly" processing={p.name === 'Pro'} disabled={p.name !== 'Pro'} />
      ))}
    </PlanGrid>
  ),
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('Loading pricing plans...')).toBeVisible(); },
};
export const Empty: Story = { render: (args) => <PlanGrid {...args} /> };
