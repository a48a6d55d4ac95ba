import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { manyHoldings, oneHolding, sampleFormat, sampleHoldings } from '../PortfolioShared/storyFixtures';
import { HoldingsTable } from './HoldingsTable';

const thousand = manyHoldings(1000);

const meta = {
  title: 'App/Portfolio/HoldingsTable',
  component: HoldingsTable,
  args: { holdings: sampleHoldings, format: sampleFormat, onSortChange: fn() },
} satisfies Meta<typeof HoldingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstSymbols = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).getAllByRole('rowheader').slice(0, count).map((cell) => cell.textContent);

export const Default: Story = {};

/** Headers are buttons: Tab to one, Enter sorts, Space flips; the sorted header carries aria-sort. */
export const SortByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Holdings' });
    region.focus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Symbol' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstSymbols(canvasElement, 2)).toEqual(['AAPL', 'KO']);
    await userEvent.keyboard(' ');
    await expect(c.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstSymbols(canvasElement, 2)).toEqual(['VOO', 'NVDA']);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'symbol', direction: 'descending' });
    await expect(c.getByText('Sorted by Symbol, descending')).toBeInTheDocument();
  },
};
export const OneHolding: Story = { args: { holdings: oneHolding } };
/**
 * The benchmark case: 1,000 holdings. Only the rows near the viewport are in the page
 * (aria-rowcount says 1,001 rows with the header), so a sort renders a few dozen rows.
 */
export const ThousandHoldings: Story = {
  args: { holdings: thousand },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table', { name: 'Holdings' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rendered = () => [...canvasElement.querySelectorAll('tbody tr[aria-rowindex]')];
    await expect(rendered().length).toBeLessThan(100);
    await userEvent.click(c.getByRole('button', { name: 'Weight' }));
    await expect(c.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(c.getByRole('button', { name: 'Weight' }));
    await expect(c.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'ascending');
    // Scrolled to the end, the last rows are rendered in their place.
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(rendered().at(-1)).toHaveAttribute('aria-rowindex', '1001'));
    const last = rendered().at(-1)!.getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(view.innerHeight + 1);
    await expect(last.bottom).toBeGreaterThan(0);
    view.scrollTo(0, 0);
  },
};
export const NoQuote: Story = {
  args: {
    holdings: [
      ...sampleHoldings.slice(0, 2),
      { ...sampleHoldings[2]!, symbol: 'XYZ', name: null, price: null, value: null, dayChange: null, dayChangeRatio: null, unrealisedGain: null, unrealisedGainRatio: null, weight: null },
    ],
  },
};
export const EmptyPortfolio: Story = {
  args: { holdings: [], emptyAction: <Button size="sm">Add a transaction</Button> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No holdings yet')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Add a transaction' })).toBeVisible();
  },
};
export const Loading: Story = { args: { holdings: [], loading: true } };
export const Error: Story = {
  args: { holdings: [], error: 'Could not load your holdings.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A refresh failed: the last holdings stay, under the error. */
export const ErrorWithStaleRows: Story = { args: { error: 'Could not refresh the quotes.', onRetry: fn() } };
/** At 375 px the table scrolls sideways inside its focusable region and the symbol column stays in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Holdings' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const symbol = c.getAllByRole('rowheader')[0]!;
    const before = symbol.getBoundingClientRect().left;
    region.scrollLeft = 300;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(Math.round(symbol.getBoundingClientRect().left)).toBe(Math.round(before));
  },
};
