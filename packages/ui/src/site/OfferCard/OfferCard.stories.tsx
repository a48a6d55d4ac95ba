import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
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
const retry = fn();
/** Plans that failed to load: the message in place of the cards, and Try again. */
export const LoadFailed: Story = {
  render: () => <OfferGrid error="Failed to load pricing plans." onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(within(alert).getByText('Failed to load pricing plans.', { exact: true })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** How far below the card's padding edge its name starts (0 when nothing sits above it). */
function nameOffset(canvasElement: HTMLElement): number {
  const card = canvasElement.querySelector('article')!;
  const name = within(canvasElement).getByRole('heading', { name: 'Premium' });
  return name.getBoundingClientRect().top - card.getBoundingClientRect().top - parseFloat(getComputedStyle(card).paddingTop);
}
/** Stacked on a phone, a card without badges starts with its name: no empty badge row above it. */
export const PhoneWithoutBadges: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => { await expect(nameOffset(canvasElement)).toBeLessThanOrEqual(2); },
};
/** Side by side (desktop), the empty badge row stays, so the names and prices of a row are level. */
export const DesktopKeepsBadgeRow: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => { await expect(nameOffset(canvasElement)).toBeGreaterThan(20); },
};
