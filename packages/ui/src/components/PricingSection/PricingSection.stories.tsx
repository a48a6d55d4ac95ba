import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { samplePlans } from '../PricingCard/samplePlans';
import { PricingSection } from './PricingSection';

const plans = samplePlans.map((p) => ({ ...p, onCta: fn() }));

const meta = {
  title: 'Marketing/PricingSection',
  component: PricingSection,
  parameters: { layout: 'fullscreen' },
  args: { plans, footnote: 'Prices in USD. Yearly billing saves 20%.' },
} satisfies Meta<typeof PricingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAffiliateDiscount: Story = {
  args: {
    notice: <p role="status" style={{ textAlign: 'center', padding: 12, borderRadius: 12, background: '#dcf5e4', color: '#146c34', fontWeight: 600 }}>Your partner discount of 10% is applied.</p>,
    plans: plans.map((p) => (p.id === 'premium' ? { ...p, discount: { percent: 10, price: '$8.99' } } : p.id === 'pro' ? { ...p, discount: { percent: 10, price: '$17.99' } } : p)),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
