import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
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
  title: 'Workspace/MonthlyReturnsHeatmap',
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
/** Focused, with a month announced (product §10.25): Up moves a year, the cell the keys are on is outlined. */
export const MonthAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('application', { name: /^Monthly returns chart/ });
    chart.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(live).toHaveTextContent(/^\w+ 2025: /);
    await expect(chart.querySelector('[data-active]')).not.toBeNull();
  },
};
/** 'Play the chart' while it plays: every month in order, the outline following. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Play the chart' }));
    await expect(await c.findByRole('button', { name: 'Stop playing' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent(/^Playing Monthly returns: /));
  },
};
/** The first, partial year alone. */
export const OnePartialYear: Story = { args: { years: [threeYears[0]!] } };
/** Keyboard: the table's frame is the chart's one tab stop and scrolls sideways (phones) to the cell the keys are on. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('application', { name: /^Monthly returns chart/ });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(/^2026 total: /);
    await expect(chart.scrollLeft).toBeGreaterThan(0);
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
