import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionCodeField } from '../PromotionCodeField';
import { CheckoutSummary } from './CheckoutSummary';

const discounted = {
  item: 'Pro, billed yearly', listPrice: '$191.90 / year',
  discount: { label: 'Partner link (10% off)', amount: '-$19.19', note: 'For the first year, until Jun 01, 2027.' },
  total: '$172.71', then: 'Then $191.90 on Jun 01, 2027, and every year until you cancel.',
};

const meta = {
  title: 'Billing/CheckoutSummary',
  component: CheckoutSummary,
  args: { summary: discounted },
  decorators: [(S) => <div style={{ maxWidth: 420 }}><S /></div>],
} satisfies Meta<typeof CheckoutSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscount: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(c.getByText('-$19.19')).toBeVisible();
    await expect(c.getByText('$172.71')).toBeVisible();
  },
};
export const FullPrice: Story = { args: { summary: { item: 'Premium, billed monthly', listPrice: '$9.99 / month', discount: null, total: '$9.99', then: 'Then $9.99 on Jul 01, 2026, and every month until you cancel.' } } };
export const Loading: Story = {
  args: { summary: null, loading: true },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the price...'); },
};
export const Failed: Story = {
  args: { summary: null, error: 'Failed to load the price. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const WithCodeApplied: Story = {
  args: {
    summary: { ...discounted, discount: { label: 'Coupon SPRING15 (15% off)', amount: '-$28.79', note: 'For the first year, until Jun 01, 2027.' }, total: '$163.11' },
    children: <PromotionCodeField value="SPRING15" applied="SPRING15" onValueChange={fn()} onApply={fn()} onRemove={fn()} />,
  },
};
export const WithCodeField: Story = {
  args: { children: <PromotionCodeField value="" onValueChange={fn()} onApply={fn()} /> },
};
