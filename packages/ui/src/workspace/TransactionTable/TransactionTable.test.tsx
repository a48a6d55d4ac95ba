import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { TransactionTable, type TransactionTableProps, type TransactionTableRow } from './TransactionTable';

const rows: TransactionTableRow[] = [
  { id: 't1', symbol: 'AAPL', type: 'buy', quantity: 10, price: 190, executed_at: '2026-10-01T14:30:00Z' },
  { id: 't2', symbol: 'MSFT', type: 'sell', quantity: 2.5, price: 410.2, executed_at: '2026-11-02T15:00:00Z' },
];

function renderTable(props: Partial<TransactionTableProps<TransactionTableRow>> = {}) {
  const handlers = { onFilterChange: vi.fn(), onPageChange: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <TransactionTable
      transactions={rows}
      format={sampleFormat}
      filter={{ symbol: '', type: 'all' }}
      page={1}
      pageCount={1}
      total={rows.length}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('TransactionTable', () => {
  it('lists date, symbol, type, quantity, price and amount', () => {
    renderTable();
    const msft = screen.getByRole('row', { name: /MSFT/ });
    expect(within(msft).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nov 02, 2026', 'Sell', '2.5', '$410.20', '$1,025.50', 'EditDelete']);
    expect(screen.getByText('1\u20132 of 2 transactions')).toBeInTheDocument();
  });

  it('shows a dividend as one, named by its cash per share and the shares it was paid on', () => {
    renderTable({ transactions: [{ id: 'd1', symbol: 'KO', type: 'dividend', quantity: 40, price: 0.485, executed_at: '2026-10-01T00:00:00Z' }], total: 1 });
    const row = screen.getByRole('row', { name: /KO/ });
    expect(within(row).getByText('Dividend')).toBeVisible();
    expect(within(row).getByRole('button', { name: /^Edit: Dividend of \$0\.485 a share on 40 KO on/ })).toBeVisible();
  });

  it('writes a price per share with the decimals it has, the amount in cents', () => {
    renderTable({ transactions: [{ id: 'd1', symbol: 'KO', type: 'dividend', quantity: 3, price: 0.485, executed_at: '2026-10-01T00:00:00Z' }], total: 1 });
    expect(within(screen.getByRole('row', { name: /KO/ })).getAllByRole('cell').map((c) => c.textContent).slice(3, 5)).toEqual(['$0.485', '$1.46']);
  });

  it('writes per-share amounts with money when the format has no per-share rule', () => {
    const { perShare: _perShare, ...moneyOnly } = sampleFormat;
    renderTable({ format: moneyOnly, transactions: [{ id: 'd1', symbol: 'KO', type: 'dividend', quantity: 3, price: 0.485, executed_at: '2026-10-01T00:00:00Z' }], total: 1 });
    expect(within(screen.getByRole('row', { name: /KO/ })).getAllByRole('cell')[3]).toHaveTextContent('$0.49');
  });

  it('filters dividends by type', async () => {
    const handlers = renderTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /type/i }), 'Dividends');
    expect(handlers.onFilterChange).toHaveBeenLastCalledWith({ symbol: '', type: 'dividend' });
  });

  it('reports filter changes by symbol text and by type', async () => {
    const { onFilterChange } = renderTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Symbol' }), 'A');
    expect(onFilterChange).toHaveBeenLastCalledWith({ symbol: 'A', type: 'all' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'sell');
    expect(onFilterChange).toHaveBeenLastCalledWith({ symbol: '', type: 'sell' });
  });

  it('marks the current page and moves between pages', async () => {
    const { onPageChange } = renderTable({ page: 2, pageCount: 4, total: 90 });
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('26\u201327 of 90 transactions')).toBeInTheDocument();
  });

  it('asks before deleting, and keeps the dialog open with the reason when the delete fails', async () => {
    const onDelete = vi.fn().mockRejectedValueOnce(new Error('The server is busy.')).mockResolvedValueOnce(undefined);
    renderTable({ onDelete });
    await userEvent.click(screen.getByRole('button', { name: /^Delete: Buy 10 AAPL/ }));
    expect(screen.getByText('Delete this transaction?')).toBeInTheDocument();
    expect(screen.getByText(/Buy 10 AAPL at \$190\.00 on Oct 01, 2026\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /^Delete: Buy 10 AAPL/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete transaction' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete transaction' }));
    expect(onDelete).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.queryByText('Delete this transaction?')).not.toBeInTheDocument());
  });

  it('tells an empty portfolio apart from filters that match nothing', async () => {
    const { onFilterChange } = renderTable({ transactions: [], total: 0, filter: { symbol: 'ZZZ', type: 'all' } });
    expect(screen.getByText('No transactions match your filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFilterChange).toHaveBeenCalledWith({ symbol: '', type: 'all' });
  });

  it('shows a row still being saved without its actions', () => {
    renderTable({ isPending: (row) => row.id === 't1' });
    const aapl = screen.getByRole('row', { name: /AAPL/ });
    expect(within(aapl).getByText('Saving...')).toBeInTheDocument();
    expect(within(aapl).queryByRole('button')).not.toBeInTheDocument();
  });
});
