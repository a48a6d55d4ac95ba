import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StockSearch, type StockOption, type StockSearchProps } from './StockSearch';

const catalogue: StockOption[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock', sector: 'Technology' },
  { symbol: 'AMZN', name: 'Amazon.com, Inc.', kind: 'stock', sector: 'Consumer' },
  { symbol: 'VOO', name: 'Vanguard S&P 500 ETF', kind: 'etf', sector: null },
];

/** The page's part: it searches the typed text (here at once) and keeps the chosen symbol. */
function Page(props: Partial<StockSearchProps> & { onChosen?: StockSearchProps['onValueChange'] }) {
  const [symbol, setSymbol] = useState('');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const results = q ? catalogue.filter((s) => s.symbol.toLowerCase().startsWith(q) || s.name.toLowerCase().startsWith(q)) : [];
  return (
    <>
      <StockSearch
        value={symbol}
        onValueChange={(s, o) => { setSymbol(s); props.onChosen?.(s, o); }}
        onQueryChange={setQuery}
        results={results}
        {...props}
      />
      <button type="button">Next field</button>
    </>
  );
}

beforeAll(() => {
  // The options panel follows the input with a ResizeObserver, which jsdom does not have.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
});

describe('StockSearch', () => {
  it('is a labelled combobox that reports the typed text', async () => {
    const onQueryChange = vi.fn();
    render(<StockSearch value="" onValueChange={vi.fn()} onQueryChange={onQueryChange} results={[]} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Symbol' }), 'ap');
    expect(onQueryChange).toHaveBeenLastCalledWith('ap');
  });

  it('picks a result with the arrow keys and Enter, showing symbol, name and kind', async () => {
    const onChosen = vi.fn();
    render(<Page onChosen={onChosen} />);
    const input = screen.getByRole('combobox', { name: 'Symbol' });
    await userEvent.type(input, 'a');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['AAPLApple Inc.Stock', 'AMZNAmazon.com, Inc.Stock']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChosen).toHaveBeenLastCalledWith('AMZN', catalogue[1]);
    expect(input).toHaveValue('AMZN');
    expect(screen.getByText('Amazon.com, Inc.')).toBeInTheDocument();
  });

  it('keeps a ticker typed and left without picking', async () => {
    const onChosen = vi.fn();
    render(<Page onChosen={onChosen} />);
    const input = screen.getByRole('combobox', { name: 'Symbol' });
    await userEvent.type(input, 'msft');
    expect(screen.getByText(/No instruments match/)).toHaveTextContent('No instruments match \u201cmsft\u201d.');
    await userEvent.tab();
    expect(onChosen).toHaveBeenLastCalledWith('MSFT', null);
    expect(input).toHaveValue('MSFT');
  });

  it('shows the field error as the description of the input', () => {
    render(<StockSearch value="" onValueChange={vi.fn()} onQueryChange={vi.fn()} results={[]} error="Symbol is required" />);
    const input = screen.getByRole('combobox', { name: 'Symbol' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Symbol is required/);
  });

  it('says when it is searching, when the search failed and when nothing matched', async () => {
    const props = { value: '', onValueChange: vi.fn(), onQueryChange: vi.fn(), results: [] };
    const { rerender } = render(<StockSearch {...props} loading />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Symbol' }), 'zz');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    rerender(<StockSearch {...props} searchError="Search is not available right now." />);
    expect(screen.getByText('Search is not available right now.')).toBeInTheDocument();
    rerender(<StockSearch {...props} />);
    expect(screen.getByText(/No instruments match/)).toBeInTheDocument();
  });
});
