import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StockSearch, type StockOption, type StockSearchProps } from './StockSearch';

const catalogue: StockOption[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock', sector: 'Technology' },
  { symbol: 'AMD', name: 'Advanced Micro Devices, Inc.', kind: 'stock', sector: 'Technology' },
  { symbol: 'AMZN', name: 'Amazon.com, Inc.', kind: 'stock', sector: 'Consumer Discretionary' },
  { symbol: 'MSFT', name: 'Microsoft Corporation', kind: 'stock', sector: 'Technology' },
  { symbol: 'VOO', name: 'Vanguard S&P 500 ETF', kind: 'etf', sector: null },
  { symbol: 'VTI', name: 'Vanguard Total Stock Market ETF', kind: 'etf', sector: null },
];

/** The page's part: searches the typed text (here at once, from a fixed list) and keeps the symbol. */
function SearchDemo(props: Partial<StockSearchProps> & { onChosen?: StockSearchProps['onValueChange'] }) {
  const [symbol, setSymbol] = useState(props.value ?? '');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const results = props.results ?? (q ? catalogue.filter((s) => s.symbol.toLowerCase().startsWith(q) || s.name.toLowerCase().includes(q)) : []);
  return (
    <div style={{ maxWidth: 420, minHeight: 360 }}>
      <StockSearch
        {...props}
        value={symbol}
        results={results}
        onQueryChange={(text) => { setQuery(text); props.onQueryChange?.(text); }}
        onValueChange={(s, o) => { setSymbol(s); props.onChosen?.(s, o); }}
      />
    </div>
  );
}

const meta = {
  title: 'Workspace/StockSearch',
  component: SearchDemo,
  args: { onChosen: fn(), onQueryChange: fn() },
} satisfies Meta<typeof SearchDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Type, then ArrowDown moves through the results and Enter picks one; Escape closes. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByRole('combobox', { name: 'Symbol' });
    await userEvent.click(input);
    await userEvent.keyboard('vanguard');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('option', { name: /VTI/ })).toHaveAttribute('data-focus');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChosen).toHaveBeenLastCalledWith('VTI', catalogue[5]);
    await expect(input).toHaveValue('VTI');
    await expect(c.getByText('Vanguard Total Stock Market ETF')).toBeVisible();
  },
};
export const Selected: Story = { args: { value: 'AAPL' } };
export const Searching: Story = {
  args: { loading: true, results: [] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Symbol' }), 'app');
    await expect(within(canvasElement).getByText('Searching...')).toBeVisible();
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Symbol' }), 'zzzz');
    await expect(within(canvasElement).getByText(/No instruments match/)).toBeVisible();
  },
};
export const SearchFailed: Story = {
  args: { searchError: 'Search is not available right now. Type the symbol instead.', results: [] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Symbol' }), 'ap');
    await expect(within(canvasElement).getByText(/Search is not available/)).toBeVisible();
  },
};
export const FieldError: Story = { args: { error: 'Symbol is required', required: true } };
export const Disabled: Story = { args: { disabled: true, value: 'MSFT' } };

/** Any market (product §13.3): listings abroad and crypto with their exchange and currency; one a provider knows but the server has not added yet. */
const anyMarket: StockOption[] = [
  { symbol: 'VWRL.L', name: 'Vanguard FTSE All-World UCITS ETF', kind: 'etf', exchange: 'XLON', currency: 'GBP', provider: 'Sample data', known: true },
  { symbol: 'VWRL.AS', name: 'Vanguard FTSE All-World UCITS ETF', kind: 'etf', exchange: 'XAMS', currency: 'EUR', provider: 'Yahoo Finance', known: false },
  { symbol: 'BTC-USD', name: 'Bitcoin', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD', provider: 'Sample data', known: true },
];
export const AnyMarket: Story = {
  args: { results: anyMarket },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Symbol' }), 'vw');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(3));
    await expect(body.getByText('XAMS \u00b7 EUR \u00b7 from Yahoo Finance')).toBeVisible();
    await expect(body.getByText('Crypto')).toBeVisible();
  },
};
