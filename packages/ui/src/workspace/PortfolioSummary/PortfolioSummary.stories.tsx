import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { expectLoadingAsTallAsLoaded, LoadingHeightPairs } from '../../primitives/TextPlaceholder/loadingHeightStory';
import { PortfolioSummary } from './PortfolioSummary';

const meta = {
  title: 'Workspace/PortfolioSummary',
  component: PortfolioSummary,
  args: {
    format: sampleFormat,
    asOf: 'Nov 21, 2026, 3:45 PM',
    summary: {
      totalValue: 29668.7, dayChange: 77.01, dayChangeRatio: 0.002602, totalReturn: 5311.95, totalReturnRatio: 0.218082,
      delayedMinutes: 15, missingQuotes: [],
    },
  },
} satisfies Meta<typeof PortfolioSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('$29,668.70')).toBeVisible();
    // A gain reads from its sign and arrow as well as its colour.
    await expect(c.getByText('+$77.01')).toBeVisible();
    await expect(c.getByText('(+0.26%)')).toBeVisible();
    await expect(c.getByText('Includes realised and unrealised gains')).toBeVisible();
    await expect(c.getByText('Delayed 15 min')).toBeVisible();
  },
};
export const LosingDay: Story = {
  args: {
    summary: { totalValue: 28410.12, dayChange: -612.4, dayChangeRatio: -0.0211, totalReturn: -1204.55, totalReturnRatio: -0.0407, delayedMinutes: 15 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('\u2212$612.40')).toBeVisible();
  },
};
/** A total return that counts dividends received says so under the figure. */
export const WithDividendIncome: Story = {
  args: { totalReturnNote: 'Includes realised and unrealised gains and dividends received' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Includes realised and unrealised gains and dividends received')).toBeVisible();
  },
};
export const EmptyPortfolio: Story = {
  args: { asOf: undefined, summary: { totalValue: 0, dayChange: 0, dayChangeRatio: null, totalReturn: 0, totalReturnRatio: null, delayedMinutes: null } },
};
export const OneHolding: Story = {
  args: { summary: { totalValue: 2285.2, dayChange: 18.4, dayChangeRatio: 0.00812, totalReturn: 385.2, totalReturnRatio: 0.2027, delayedMinutes: 15 } },
};
export const ThousandHoldings: Story = {
  args: {
    summary: { totalValue: 123456789.01, dayChange: -1234567.89, dayChangeRatio: -0.00990, totalReturn: 23456789.5, totalReturnRatio: 0.2345, delayedMinutes: 15 },
  },
};
/** Quotes are delayed (product §1); a holding without one is named and left out of the value. */
export const DelayedDataNotice: Story = {
  args: {
    summary: { totalValue: 26133.9, dayChange: 90.21, dayChangeRatio: 0.00346, totalReturn: 4100.2, totalReturnRatio: 0.19, delayedMinutes: 15, missingQuotes: ['XYZ'] },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Delayed 15 min')).toBeVisible();
    await expect(c.getByText('As of Nov 21, 2026, 3:45 PM')).toBeVisible();
    await expect(c.getByText(/No quote for XYZ/)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading portfolio summary')).toBeInTheDocument();
  },
};
/**
 * The loading state takes the loaded card's room, so the figures arrive without moving what is
 * below: on a 375 px phone at the content widths of 320, 375 and 412 px phones and the canvas'
 * width, with usual figures (the demo investor's) and the workspace's note.
 */
export const LoadingHoldsLoadedHeight: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The same summary shown several times over is a story's device: their landmarks share a name.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  args: {
    asOf: 'Nov 25, 2026, 12:52 AM',
    totalReturnNote: 'Includes realised and unrealised gains. Total return includes dividends received.',
    summary: { totalValue: 43470.07, dayChange: -36.23, dayChangeRatio: -0.000833, totalReturn: -3878.07, totalReturnRatio: -0.0756, delayedMinutes: 15, missingQuotes: [] },
  },
  render: (args) => (
    <LoadingHeightPairs widths={[288, 343, 380, 'auto']} loading={<PortfolioSummary {...args} loading />} loaded={<PortfolioSummary {...args} />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThan(768);
    await expectLoadingAsTallAsLoaded(canvasElement);
  },
};
/** The same on a 1280 px screen, where the three figures share one row. */
export const LoadingHoldsLoadedHeightDesktop: Story = {
  ...LoadingHoldsLoadedHeight,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <LoadingHeightPairs widths={[1176, 'auto']} loading={<PortfolioSummary {...args} loading />} loaded={<PortfolioSummary {...args} />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeGreaterThanOrEqual(1024);
    await expectLoadingAsTallAsLoaded(canvasElement);
  },
};
export const Error: Story = {
  args: { summary: null, error: 'Could not load the quotes. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Market data (product §13.5): the prices' source after their time; stale prices badged on the card. */
export const WithSource: Story = { args: { source: 'Sample data' } };
export const StalePrices: Story = {
  args: {
    source: 'Sample data',
    summary: {
      totalValue: 29668.7, dayChange: 77.01, dayChangeRatio: 0.002602, totalReturn: 5311.95, totalReturnRatio: 0.218082, delayedMinutes: 15, missingQuotes: [],
      staleQuotes: [{ symbol: 'AAPL', message: 'Sample data did not answer (unavailable): this is the last price it gave' }],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Stale')).toBeVisible();
    await expect(c.getByText('· Sample data')).toBeVisible();
  },
};
