import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'App/Affiliate/StatGrid',
  component: StatGrid,
  args: { stats: { points: 14, totalEarnings: 1234.5, totalClicks: 5321, conversionRate: 4.25, activeCoupons: 3 } },
} satisfies Meta<typeof StatGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('$1,234.50')).toBeVisible();
    await expect(c.getByText('4.3%')).toBeVisible();
    await expect(c.getByText('5,321')).toBeVisible();
  },
};
export const Zero: Story = { args: { stats: { points: 0, totalEarnings: 0, totalClicks: 0, conversionRate: 0, activeCoupons: 0 } } };
export const Loading: Story = { args: { loading: true } };

/** Every value sits on one line inside its card: no break mid-value ('$0.00', '$1,234.50'), no overflow. */
async function expectValuesOnOneLine(canvasElement: HTMLElement, values: string[]) {
  const c = within(canvasElement);
  for (const text of values) {
    const value = c.getByText(text);
    const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
  }
}
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectValuesOnOneLine(canvasElement, ['$1,234.50', '5,321', '4.3%']),
};
export const MobileZero: Story = {
  args: Zero.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectValuesOnOneLine(canvasElement, ['$0.00', '0.0%']),
};
/** Large figures still fit a phone's two-column cards (the value's font shrinks a little). */
export const MobileLargeValues: Story = {
  args: { stats: { points: 1280, totalEarnings: 123456.78, totalClicks: 1234567, conversionRate: 12.5, activeCoupons: 42 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectValuesOnOneLine(canvasElement, ['$123,456.78', '1,234,567', '12.5%']),
};
export const DesktopLargeValues: Story = {
  args: MobileLargeValues.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => expectValuesOnOneLine(canvasElement, ['$123,456.78', '1,234,567', '12.5%']),
};
