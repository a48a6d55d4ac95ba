import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { AllocationChart, type AllocationChartSlice } from './AllocationChart';

const slice = (key: string, value: number, total: number, extra: Partial<AllocationChartSlice> = {}): AllocationChartSlice => ({
  key, value, weight: value / total, symbols: [key], other: false, ...extra,
});
const five = [9140.8, 7475.4, 6148.8, 3534, 3370];
const fiveTotal = five.reduce((a, b) => a + b, 0);
const slices = ['AAPL', 'MSFT', 'VOO', 'KO', 'NVDA'].map((key, i) => slice(key, five[i]!, fiveTotal));

const many = [18000, 14000, 11000, 9000, 7000, 6000, 5000, 4000];
const otherSymbols = Array.from({ length: 992 }, (_, i) => `S${i}`);
const manyTotal = many.reduce((a, b) => a + b, 0) + 21000;
const withOther = [
  ...many.map((value, i) => slice(['AAPL', 'MSFT', 'NVDA', 'VOO', 'AMZN', 'GOOGL', 'META', 'KO'][i]!, value, manyTotal)),
  slice('Other', 21000, manyTotal, { other: true, symbols: otherSymbols }),
];

const meta = {
  title: 'Workspace/AllocationChart',
  component: AllocationChart,
  args: { slices, format: sampleFormat },
} satisfies Meta<typeof AllocationChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Point at or focus a legend entry: its slice stands out and the centre shows its figures; pressing it keeps them. */
export const HighlightFromLegend: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const msft = c.getByRole('button', { name: /^MSFT/ });
    await userEvent.hover(msft);
    // The legend entry and the donut's centre both name it now.
    await expect(c.getAllByText('MSFT')).toHaveLength(2);
    await expect(c.getByText('$7,475.40')).toBeVisible();
    await userEvent.click(msft);
    await expect(msft).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(msft);
    await expect(c.getAllByText('MSFT')).toHaveLength(2);
  },
};
/** Weights only (a shared portfolio's public page): no money formatter, no amount anywhere; slices sized by weight. */
/** Focused, with a slice announced (product §10.25): the donut is one tab stop, Left/Right move between slices, the slice is picked out. */
export const SliceAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chart = c.getByRole('application', { name: /^Allocation by holding: AAPL/ });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(/^MSFT: \$7,475\.40, /);
    await expect(chart.querySelector('path[data-active]')).not.toBeNull();
  },
};
/** 'Play the chart' while it plays: the weights, largest first, as falling tones. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Play the chart' }));
    await expect(await c.findByRole('button', { name: 'Stop playing' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent(/^Playing Weights by holding, largest first: 5 points/));
  },
};
export const WeightsOnly: Story = {
  args: {
    slices: slices.map(({ key, weight, symbols, other }) => ({ key, weight, symbols, other })),
    format: { percent: sampleFormat.percent },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('100.00%')).toBeVisible();
    await userEvent.hover(c.getByRole('button', { name: /^MSFT/ }));
    await expect(c.getAllByText('MSFT')).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: 'Show data table' }));
    await expect(c.queryByRole('columnheader', { name: 'Value' })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};
export const OneHolding: Story = { args: { slices: [slice('AAPL', 2285.2, 2285.2)] } };
/** 1,000 holdings: the largest eight and an "Other" bucket naming how many it holds. */
export const ThousandHoldingsWithOther: Story = {
  args: { slices: withOther },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('992 holdings')).toBeVisible();
  },
};
/** The text alternative: a table of every slice behind a toggle. */
export const DataTable: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = c.getByRole('table', { name: 'Allocation by holding' });
    await expect(within(table).getAllByRole('row')).toHaveLength(slices.length + 1);
  },
};
export const EmptyPortfolio: Story = { args: { slices: [] } };
export const Loading: Story = { args: { slices: [], loading: true } };
export const Error: Story = {
  args: { slices: [], error: 'Could not load the quotes.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
