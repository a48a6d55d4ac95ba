import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { TransactionTable, type TransactionTableFilter, type TransactionTableProps, type TransactionTableRow } from './TransactionTable';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'VOO', 'KO'];
const PRICES: Record<string, number> = { AAPL: 190, MSFT: 380, NVDA: 110, VOO: 470, KO: 60 };
/** 60 transactions, newest first, as the server lists them. */
const history: TransactionTableRow[] = Array.from({ length: 60 }, (_, i) => {
  const symbol = SYMBOLS[i % SYMBOLS.length]!;
  const day = new Date(Date.UTC(2026, 10, 20) - i * 5 * 86_400_000);
  return {
    id: `t${i}`, symbol, type: i % 7 === 3 ? 'sell' : 'buy', quantity: 1 + (i % 9), price: PRICES[symbol]! + (i % 5) * 1.25,
    executed_at: day.toISOString(),
  };
});

/** The page's part: filters by exact symbol and type and pages by 25, as the hooks do. */
function TableDemo(props: Partial<TransactionTableProps<TransactionTableRow>> & { rows?: TransactionTableRow[] }) {
  const rows = props.rows ?? history;
  const [filter, setFilter] = useState<TransactionTableFilter>({ symbol: '', type: 'all' });
  const [page, setPage] = useState(1);
  const symbol = filter.symbol.trim().toUpperCase();
  const matching = rows.filter((r) => (!symbol || r.symbol === symbol) && (filter.type === 'all' || r.type === filter.type));
  const pageCount = Math.max(1, Math.ceil(matching.length / 25));
  const current = Math.min(page, pageCount);
  return (
    <TransactionTable
      format={sampleFormat}
      symbols={SYMBOLS}
      onEdit={fn()}
      onDelete={fn()}
      onExport={fn()}
      {...props}
      transactions={matching.slice((current - 1) * 25, current * 25)}
      total={matching.length}
      filter={filter}
      onFilterChange={(f) => { setFilter(f); setPage(1); props.onFilterChange?.(f); }}
      page={current}
      pageCount={pageCount}
      onPageChange={(p) => { setPage(p); props.onPageChange?.(p); }}
    />
  );
}

const meta = {
  title: 'Workspace/TransactionTable',
  component: TableDemo,
  args: { onPageChange: fn(), onFilterChange: fn(), onEdit: fn(), onExport: fn() },
} satisfies Meta<typeof TableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Page buttons: the current one has aria-current; filters go back to page 1. */
export const PagingAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const pages = c.getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByText('51\u201360 of 60 transactions')).toBeVisible();
    await userEvent.type(c.getByRole('combobox', { name: 'Symbol' }), 'aapl');
    await expect(c.getByText('1\u201312 of 12 transactions')).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Type' }), 'sell');
    await expect(c.getByText(/of 2 transactions|of 3 transactions|of 1 transaction/)).toBeVisible();
  },
};

/** Delete asks first; the dialog names the trade. */
export const DeleteConfirmation: Story = {
  args: { onDelete: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole('button', { name: /^Delete: / })[0]!);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Delete this transaction?')).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Delete transaction' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(body.queryByText('Delete this transaction?')).toBeNull());
  },
};
export const SavingRow: Story = { args: { isPending: (row: TransactionTableRow) => row.id === 't0' } };
export const Deleting: Story = { args: { removingId: 't1' } };
/** Dividends beside trades: 'Dividend', the shares it was paid on, the cash per share (to the tenth of a cent when it has one) and the amount received. */
export const WithDividends: Story = {
  args: {
    rows: [
      { id: 'd1', symbol: 'KO', type: 'dividend', quantity: 40, price: 0.485, executed_at: '2026-10-01T00:00:00Z' },
      { id: 'd2', symbol: 'AAPL', type: 'dividend', quantity: 12, price: 0.26, executed_at: '2026-08-14T00:00:00Z' },
      ...history.slice(0, 6),
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ko = within(c.getByRole('row', { name: /KO.*Dividend/ }));
    await expect(ko.getByText('$19.40')).toBeVisible();
    // The cash per share with the decimals it has, the amount in cents.
    await expect(ko.getByText('$0.485')).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: /type/i }), 'Dividends');
    await waitFor(() => expect(c.getAllByRole('row')).toHaveLength(3));
  },
};
export const Exporting: Story = { args: { exporting: true } };
export const OnePage: Story = { args: { rows: history.slice(0, 8) } };
export const EmptyPortfolio: Story = { args: { rows: [], emptyAction: <Button size="sm">Add a transaction</Button> } };
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Error: Story = {
  args: { rows: [], error: 'Could not load your transactions.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};

// Every type, each row written in its own currency by the page (the SDK's transactionView, product §10.21).
const views: Record<string, { label: string; quantity: string; price: string; amount: string; costs: string; summary: string }> = {
  m1: { label: 'Deposit', quantity: '', price: '', amount: '€5,000.00', costs: '', summary: 'Deposit of €5,000.00 on Mar 2, 2026' },
  m2: { label: 'Buy', quantity: '2,000', price: '72.5p', amount: '£1,450.00', costs: 'Fee £5.00, tax £7.25', summary: 'Buy 2,000 VOD.L at 72.5p on Mar 3, 2026' },
  m3: { label: 'Split', quantity: '', price: '4:1', amount: '', costs: '', summary: 'Split 4:1 of NVDA on Jun 10, 2026' },
  m4: { label: 'Dividend', quantity: '10', price: '$1.74', amount: '$17.40', costs: 'Tax $2.61', summary: 'Dividend of $1.74 a share on 10 VOO on Jun 30, 2026' },
  m5: { label: 'Fee', quantity: '', price: '', amount: '€2.50', costs: '', summary: 'Fee of €2.50 on Jul 1, 2026' },
};
export const EveryType: Story = {
  args: {
    rows: [
      { id: 'm5', symbol: '', type: 'fee', quantity: 0, price: 0, executed_at: '2026-07-01T00:00:00Z' },
      { id: 'm4', symbol: 'VOO', type: 'dividend', quantity: 10, price: 1.74, executed_at: '2026-06-30T00:00:00Z' },
      { id: 'm3', symbol: 'NVDA', type: 'split', quantity: 0, price: 0, executed_at: '2026-06-10T00:00:00Z' },
      { id: 'm2', symbol: 'VOD.L', type: 'buy', quantity: 2000, price: 72.5, executed_at: '2026-03-03T00:00:00Z' },
      { id: 'm1', symbol: '', type: 'deposit', quantity: 0, price: 0, executed_at: '2026-03-02T00:00:00Z' },
    ],
    view: (row: TransactionTableRow) => views[row.id]!,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const buy = within(c.getByRole('row', { name: /VOD\.L/ }));
    await expect(buy.getByText('72.5p')).toBeVisible();
    await expect(buy.getByText('Fee £5.00, tax £7.25')).toBeVisible();
    await expect(within(c.getByRole('row', { name: /Deposit/ })).getByText('€5,000.00')).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: /type/i }), 'Splits');
    await waitFor(() => expect(c.getAllByRole('row')).toHaveLength(2));
  },
};
