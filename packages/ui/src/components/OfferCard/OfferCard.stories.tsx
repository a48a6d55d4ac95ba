import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { OfferCard, OfferGrid } from './OfferCard';

const meta = {
  title: 'Site/OfferCard',
  component: OfferCard,
  args: {
    name: 'Premium', description: 'For active investors', price: '$9.99', cycleLabel: '/month',
    features: ['Unlimited holdings', '5 premium plugins', 'Real-time sync'],
    actions: <><Button fullWidth>Start Free Trial</Button><Button fullWidth variant="outline">Get Started</Button></>,
  },
  decorators: [(S) => <div style={{ maxWidth: 360 }}><S /></div>],
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Featured: Story = { args: { featured: true, tag: 'Most popular' } };
export const Discounted: Story = { args: { originalPrice: '$9.99', price: '$8.99', discountPercent: 10 } };
export const Loading: Story = { render: () => <OfferGrid loading /> };
