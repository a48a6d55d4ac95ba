import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingCard } from './PricingCard';
import { samplePlans } from './samplePlans';

const [free, premium, pro] = samplePlans;
const meta = {
  title: 'Marketing/PricingCard',
  component: PricingCard,
  args: { ...premium!, highlighted: false, onCta: fn() },
  decorators: [(S) => <div style={{ maxWidth: 380, margin: '32px auto' }}><S /></div>],
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start Free Trial' }));
    await expect(args.onCta).toHaveBeenCalledTimes(1);
  },
};
export const Free: Story = { args: { ...free!, onCta: fn() } };
export const MostPopular: Story = { args: { highlighted: true } };
export const ContactSales: Story = { args: { ...pro!, onCta: fn() } };
export const Discounted: Story = {
  args: { discount: { percent: 10, price: '$8.99' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('10% OFF')).toBeVisible();
    await expect(c.getByText('Special Offer')).toBeVisible();
    await expect(c.getByText('$9.99').closest('s')).not.toBeNull();
  },
};
export const DiscountedMostPopular: Story = { args: { highlighted: true, discount: { percent: 20, price: '$7.99' } } };
export const Processing: Story = { args: { ctaLoading: true } };
