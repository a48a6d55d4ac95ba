import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanComparisonTable } from './PlanComparisonTable';

const meta = {
  title: 'Billing/PlanComparisonTable',
  component: PlanComparisonTable,
  args: {
    plans: [
      { id: 'free', name: 'Free', features: [] },
      { id: 'premium', name: 'Premium', features: ['advanced_analytics'] },
      { id: 'pro', name: 'Pro', features: ['advanced_analytics', 'chartgpt', 'api_access'] },
    ],
    rows: [
      { label: 'Portfolio Tracking' },
      { label: 'Advanced Analytics', feature: 'advanced_analytics' },
      { label: 'ChartGPT Integration', feature: 'chartgpt' },
      { label: 'API Access', feature: 'api_access' },
    ],
  },
} satisfies Meta<typeof PlanComparisonTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The caption is visible inside the frame and names the table; the ticks are centred.
    await expect(c.getByText('Compare plans')).toBeVisible();
    await expect(c.getByRole('region', { name: 'Plan comparison' })).toContainElement(c.getByRole('table', { name: 'Compare plans' }));
    await expect(getComputedStyle(c.getByRole('columnheader', { name: 'Pro' })).textAlign).toBe('center');
    const tracking = c.getByRole('row', { name: /Portfolio Tracking/ });
    await expect(getComputedStyle(within(tracking).getAllByRole('cell')[0]!).textAlign).toBe('center');
    await expect(within(tracking).getAllByText('Included')).toHaveLength(3);
    const api = c.getByRole('row', { name: /API Access/ });
    await expect(within(api).getAllByText('Not included')).toHaveLength(2);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
