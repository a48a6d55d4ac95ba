import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'Affiliate/StatGrid',
  component: StatGrid,
  args: { stats: { points: 14, totalEarnings: 1234.5, totalClicks: 5321, conversionRate: 4.25, activeCoupons: 3 }, format: sampleLedgerFormat },
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

/** The card around a value: its layout is the size container the value's font follows. */
function cardOf(value: HTMLElement): HTMLElement {
  let el: HTMLElement | null = value.parentElement;
  while (el && getComputedStyle(el).containerType !== 'inline-size') el = el.parentElement;
  if (!el) throw new Error(`no card around ${value.textContent}`);
  return el;
}

/**
 * Every value sits on one line inside its card: no break mid-value ('$0.00', '$1,234.50'), and
 * its text ends inside the card's content box. (The value's own box is its grid area: the text
 * can run past it without a scroll width to show it, so the text itself is measured.)
 */
async function expectValuesOnOneLine(canvasElement: HTMLElement, values: string[]) {
  // Measure in the product's font, not the fallback it swaps from.
  await document.fonts.ready;
  const c = within(canvasElement);
  for (const text of values) {
    const value = c.getByText(text);
    const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    const card = cardOf(value);
    const contentRight = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    const glyphs = document.createRange();
    glyphs.selectNodeContents(value);
    await expect(glyphs.getBoundingClientRect().right).toBeLessThanOrEqual(contentRight + 0.5);
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
  play: async ({ canvasElement }) => {
    await expectValuesOnOneLine(canvasElement, ['$123,456.78', '1,234,567', '12.5%']);
    await expectLabelsClearOfIcons(canvasElement);
  },
};
/** No label runs under its card's icon (long words such as 'Conversion' on narrow cards). */
async function expectLabelsClearOfIcons(canvasElement: HTMLElement) {
  await document.fonts.ready;
  // A card's layout holds its label (the first paragraph) and its icon badge (aria-hidden).
  const badges = [...canvasElement.querySelectorAll<HTMLElement>('span[aria-hidden="true"]')].filter((el) => el.parentElement?.querySelector('p'));
  await expect(badges.length).toBeGreaterThan(0);
  for (const icon of badges) {
    const label = icon.parentElement!.querySelector('p')!;
    const words = document.createRange();
    words.selectNodeContents(label);
    const a = icon.getBoundingClientRect();
    for (const line of words.getClientRects()) {
      const overlaps = line.left < a.right && line.right > a.left && line.top < a.bottom && line.bottom > a.top;
      await expect(overlaps, `'${label.textContent}' runs under its icon`).toBe(false);
    }
  }
}
/**
 * The smallest phones in use (320 px): a six-digit '$123,456.78' still fits its card, and the
 * icons sit above the labels of the two-column cards.
 */
export const SmallPhoneLargeValues: Story = {
  args: MobileLargeValues.args,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectValuesOnOneLine(canvasElement, ['$123,456.78', '1,234,567', '12.5%']);
    await expectLabelsClearOfIcons(canvasElement);
  },
};
export const DesktopLargeValues: Story = {
  args: MobileLargeValues.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => expectValuesOnOneLine(canvasElement, ['$123,456.78', '1,234,567', '12.5%']),
};
