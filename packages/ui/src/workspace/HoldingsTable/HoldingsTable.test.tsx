import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manyHoldings, sampleFormat, sampleHoldings, type SampleHolding } from '../../private/PortfolioShared/storyFixtures';
import { HoldingsTable } from './HoldingsTable';
import { sortHoldings } from './sortHoldings';

const symbolsInOrder = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent);

const row = (symbol: string, value: number | null, name: string | null = `${symbol} Inc.`): SampleHolding => ({
  ...sampleHoldings[0]!, symbol, name, value, dayChange: value, unrealisedGain: value,
});

describe('sortHoldings', () => {
  it('keeps tied rows in the order they came in, in both directions', () => {
    const rows = [row('A', 5), row('B', 7), row('C', 5), row('D', 5)];
    expect(sortHoldings(rows, { column: 'value', direction: 'descending' }).map((r) => r.symbol)).toEqual(['B', 'A', 'C', 'D']);
    expect(sortHoldings(rows, { column: 'value', direction: 'ascending' }).map((r) => r.symbol)).toEqual(['A', 'C', 'D', 'B']);
  });

  it('puts rows without a value last whichever the direction', () => {
    const rows = [row('A', null, null), row('B', 1), row('C', 3)];
    expect(sortHoldings(rows, { column: 'value', direction: 'ascending' }).map((r) => r.symbol)).toEqual(['B', 'C', 'A']);
    expect(sortHoldings(rows, { column: 'value', direction: 'descending' }).map((r) => r.symbol)).toEqual(['C', 'B', 'A']);
    expect(sortHoldings(rows, { column: 'name', direction: 'descending' }).map((r) => r.symbol)).toEqual(['C', 'B', 'A']);
  });

  it('compares text as people read it (case-insensitive, numbers by value)', () => {
    const rows = [row('b10', 1), row('B9', 1), row('a', 1)];
    expect(sortHoldings(rows, { column: 'symbol', direction: 'ascending' }).map((r) => r.symbol)).toEqual(['a', 'B9', 'b10']);
  });
});

describe('HoldingsTable', () => {
  it('writes the quote per share with the decimals it has, the average cost and value in cents', () => {
    const penny: SampleHolding = { ...sampleHoldings[0]!, symbol: 'PENNY', name: 'Penny Co.', quantity: 3, averageCost: 0.41666, price: 0.4831, value: 1.4493 };
    render(<HoldingsTable holdings={[penny]} format={sampleFormat} />);
    const cells = within(screen.getByRole('row', { name: /PENNY/ })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(2, 5)).toEqual(['$0.42', '$0.4831', '$1.45']);
  });

  it('opens sorted by value, largest first, and says so on the header', () => {
    render(<HoldingsTable holdings={sampleHoldings} format={sampleFormat} />);
    expect(symbolsInOrder()).toEqual(['AAPL', 'MSFT', 'VOO', 'KO', 'NVDA']);
    expect(screen.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Symbol' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a column from the keyboard, flips on a second press and announces the order', async () => {
    const user = userEvent.setup();
    render(<HoldingsTable holdings={sampleHoldings} format={sampleFormat} />);
    const symbolButton = screen.getByRole('button', { name: 'Symbol' });
    symbolButton.focus();
    await user.keyboard('{Enter}');
    expect(symbolsInOrder()).toEqual(['AAPL', 'KO', 'MSFT', 'NVDA', 'VOO']);
    expect(screen.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Value' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Sorted by Symbol, ascending')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(symbolsInOrder()).toEqual(['VOO', 'NVDA', 'MSFT', 'KO', 'AAPL']);
    expect(screen.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'descending');
    expect(symbolButton).toHaveFocus();
  });

  it('sorts figures largest first on their first press (day change)', async () => {
    render(<HoldingsTable holdings={sampleHoldings} format={sampleFormat} />);
    await userEvent.click(screen.getByRole('button', { name: 'Day change' }));
    // Day change = quantity x change: NVDA 61.25, AAPL 73.6, VOO 11.52, KO -13.2, MSFT -56.16
    expect(symbolsInOrder()).toEqual(['AAPL', 'NVDA', 'VOO', 'KO', 'MSFT']);
  });

  it('with a controlled sort, reports the next sort and shows the one it is given', async () => {
    const onSortChange = vi.fn();
    render(<HoldingsTable holdings={sampleHoldings} format={sampleFormat} sort={{ column: 'symbol', direction: 'descending' }} onSortChange={onSortChange} />);
    expect(symbolsInOrder()).toEqual(['VOO', 'NVDA', 'MSFT', 'KO', 'AAPL']);
    await userEvent.click(screen.getByRole('button', { name: 'Weight' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'weight', direction: 'descending' });
    expect(symbolsInOrder()).toEqual(['VOO', 'NVDA', 'MSFT', 'KO', 'AAPL']);
  });

  it('shows a gain and a loss with their sign, not by colour alone', () => {
    render(<HoldingsTable holdings={sampleHoldings} format={sampleFormat} />);
    const ko = screen.getByRole('row', { name: /^KO/ });
    expect(within(ko).getByText('\u2212$13.20')).toBeInTheDocument();
    const aapl = screen.getByRole('row', { name: /^AAPL/ });
    expect(within(aapl).getByText('+$73.60')).toBeInTheDocument();
  });

  it('offers the call to action when there are no holdings, and Try again after an error', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <HoldingsTable holdings={[]} format={sampleFormat} emptyAction={<button type="button">Add a transaction</button>} />,
    );
    expect(screen.getByText('No holdings yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a transaction' })).toBeInTheDocument();
    rerender(<HoldingsTable holdings={[]} format={sampleFormat} error="Could not load your holdings." onRetry={onRetry} />);
    expect(screen.queryByText('No holdings yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders every row of a short list, and the top of a long one with its full size for screen readers', async () => {
    const { rerender } = render(<HoldingsTable holdings={manyHoldings(100)} format={sampleFormat} />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(100);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
    const thousand = manyHoldings(1000);
    rerender(<HoldingsTable holdings={thousand} format={sampleFormat} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(screen.getByText('1,000 holdings')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeLessThan(100);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    // A sort shows the new top of the whole list, not a re-sort of the rows on screen.
    await userEvent.click(screen.getByRole('button', { name: 'Symbol' }));
    const first = sortHoldings(thousand, { column: 'symbol', direction: 'ascending' })[0]!.symbol;
    expect(symbolsInOrder()[0]).toBe(first);
    // Querying 100 rows by role in jsdom takes seconds on a busy 2-core host: a runner limit, not a speed check.
  }, 30_000);
});
