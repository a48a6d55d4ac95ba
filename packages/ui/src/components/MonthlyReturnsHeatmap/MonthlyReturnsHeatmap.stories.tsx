import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleFormat } from '../PortfolioShared/storyFixtures';
import { MonthlyReturnsHeatmap, type MonthlyReturnsYear } from './MonthlyReturnsHeatmap';

const chain = (months: readonly (number | null)[]) => {
  const present = months.filter((m): m is number => m !== null);
  return present.length ? present.reduce((g, r) => g * (1 + r), 1) - 1 : null;
};
const year = (y: number, months: (number | null)[]): MonthlyReturnsYear => ({ year: y, months, total: chain(months) });

/** A portfolio opened in May 2024: blank months before, the current year up to November. */
const threeYears: MonthlyReturnsYear[] = [
  year(2024, [null, null, null, null, 0.0121, 0.0342, -0.0118, 0.0227, 0.0195, -0.0087, 0.0561, -0.0243]),
  year(2025, [0.0275, -0.0132, -0.0611, -0.0094, 0.0618, 0.0449, 0.0211, 0.0183, 0.0312, 0.0227, 0.0041, -0.0008]),
  year(2026, [0.0198, 0.0102, -0.0341, -0.0829, 0.0512, 0.0287, 0.0133, 0.0, 0.0211, 0.0364, 0.0122, null]),
];

const meta = {
  title: 'App/Portfolio/MonthlyReturnsHeatmap',
  component: MonthlyReturnsHeatmap,
  args: { years: threeYears, format: sampleFormat },
} satisfies Meta<typeof MonthlyReturnsHeatmap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table', { name: /Monthly returns by year/ });
    await expect(within(table).getByRole('columnheader', { name: 'Year total' })).toBeVisible();
    const row2026 = within(table).getByRole('row', { name: /^2026/ });
    await expect(within(row2026).getByRole('rowheader')).toHaveTextContent('2026');
    await expect(within(row2026).getByText('\u22128.29%')).toBeVisible();
    await expect(within(row2026).getByText('+5.12%')).toBeVisible();
  },
};
/** The first, partial year alone. */
export const OnePartialYear: Story = { args: { years: [threeYears[0]!] } };
/** Keyboard: the table's frame takes focus and scrolls sideways (phones). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Monthly returns table' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
export const Empty: Story = {
  args: { years: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No monthly returns yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true } };
export const Error: Story = {
  args: { error: 'Failed to load the analytics.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
