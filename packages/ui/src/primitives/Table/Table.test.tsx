import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextTableSort, Table, type TablePaging } from './Table';
import { invoiceColumns, invoiceFixtures } from './tableFixtures';

const base = { label: 'Invoices', columns: invoiceColumns, rows: invoiceFixtures, rowKey: (r: { id: string }) => r.id };

describe('Table', () => {
  it('names the table, heads each row with its name and labels each value for a phone card', () => {
    render(<Table {...base} keyColumns={['amount']} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('PT-2026-0003');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Date', 'Plan', 'Amount', 'Status', null]);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('names its scroller from regionLabel when given, else from the label', () => {
    const { rerender } = render(<Table {...base} />);
    expect(screen.getByRole('region', { name: 'Invoices table' })).toContainElement(screen.getByRole('table', { name: 'Invoices' }));
    rerender(<Table {...base} label="Invoices, page 1 of 2" regionLabel="Invoices table" />);
    expect(screen.getByRole('region', { name: 'Invoices table' })).toContainElement(screen.getByRole('table', { name: 'Invoices, page 1 of 2' }));
  });

  it('shows a caption inside its frame, which names the table', () => {
    render(<Table {...base} caption="Invoices this year" />);
    const table = screen.getByRole('table', { name: 'Invoices this year' });
    expect(table.querySelector('caption')).toHaveTextContent('Invoices this year');
    expect(screen.getByRole('region', { name: 'Invoices table' })).toContainElement(table);
  });

  it("sets a column's alignment on its header and every value, and no other column's", () => {
    const columns = invoiceColumns.map((c) => (c.key === 'status' ? { ...c, align: 'center' as const } : c));
    render(<Table {...base} columns={columns} />);
    const header = screen.getByRole('columnheader', { name: 'Status' });
    const values = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').find((c) => c.getAttribute('data-label') === 'Status')!);
    const centred = [...header.classList].filter((name) => values.every((v) => v.classList.contains(name)));
    const plan = screen.getByRole('columnheader', { name: 'Plan' });
    // The one class the centred header and its values share beyond every header's and cell's own.
    const alignment = centred.filter((name) => !plan.classList.contains(name));
    // (jsdom computes no styles: the story AlignedColumns checks the text is centred in a browser.)
    expect(alignment).toHaveLength(1);
    const planValues = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').find((c) => c.getAttribute('data-label') === 'Plan')!);
    expect(planValues.some((v) => v.classList.contains(alignment[0]!))).toBe(false);
  });

  it('sorts from a header button: aria-sort on the sorted column and the new order announced', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<Table {...base} sort={{ column: 'date', direction: 'descending' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'date', direction: 'ascending' });
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    expect(screen.getByText('Sorted by Amount, ascending')).toBeInTheDocument();
    rerender(<Table {...base} sort={{ column: 'amount', direction: 'ascending' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Plan' })).not.toBeInTheDocument();
  });

  it('has no sort buttons without onSortChange', () => {
    render(<Table {...base} sort={{ column: 'date', direction: 'descending' }} />);
    expect(screen.queryByRole('button', { name: 'Date' })).not.toBeInTheDocument();
  });

  it('holds its room with hidden placeholder rows while loading, and says so', () => {
    render(<Table {...base} rows={[]} loading loadingRows={2} loadingText="Loading invoices..." />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices...');
  });

  it('shows the empty state in a row across every column', () => {
    render(<Table {...base} rows={[]} empty="No invoices yet" emptyDescription="They appear after a payment." />);
    const cell = screen.getByText('No invoices yet').closest('td');
    expect(cell).toHaveAttribute('colspan', String(invoiceColumns.length));
  });

  it('pages with the row range and the pager', async () => {
    const onPageChange = vi.fn();
    render(<Table {...base} paging={{ label: 'Invoice pages', page: 1, pageCount: 2, onPageChange, pageSize: 3, total: 5, noun: (n) => (n === 1 ? 'invoice' : 'invoices'), count: String }} />);
    expect(screen.getByText('1–3 of 5 invoices')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Invoice pages' })).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("writes the row range's counts with the count format it is given", () => {
    const grouped = (n: number) => n.toLocaleString('en-US');
    render(<Table {...base} paging={{ label: 'Invoice pages', page: 401, pageCount: 402, onPageChange: vi.fn(), pageSize: 3, total: 1204, noun: () => 'invoices', count: grouped }} />);
    expect(screen.getByText('1,201–1,203 of 1,204 invoices')).toBeInTheDocument();
  });

  it('shows the bare pager when no row range is asked for', () => {
    render(<Table {...base} paging={{ label: 'Invoice pages', page: 1, pageCount: 2, onPageChange: vi.fn() }} />);
    expect(screen.getByRole('navigation', { name: 'Invoice pages' })).toBeInTheDocument();
    expect(screen.queryByText(/of \d+/)).not.toBeInTheDocument();
  });

  it('does not compile a row range without its count format (typecheck)', () => {
    const partial = { label: 'Invoice pages', page: 1, pageCount: 2, onPageChange: vi.fn(), pageSize: 3, total: 5, noun: () => 'invoices' };
    // @ts-expect-error -- `count` is required with `pageSize`, `total` and `noun` (it once fell back to the bare pager).
    const paging: TablePaging = partial;
    expect(paging.pageSize).toBe(3);
  });
});

describe('nextTableSort', () => {
  it('flips the sorted column and opens another in its first direction', () => {
    expect(nextTableSort({ column: 'a', direction: 'ascending' }, 'a')).toEqual({ column: 'a', direction: 'descending' });
    expect(nextTableSort({ column: 'a', direction: 'ascending' }, 'b', () => 'descending')).toEqual({ column: 'b', direction: 'descending' });
    expect(nextTableSort(undefined, 'b')).toEqual({ column: 'b', direction: 'ascending' });
  });

  it('shows a row\'s details under it only while open, as a row across every column', () => {
    const detail = (r: { id: string; number: string }) => ({ id: `details-${r.id}`, open: r.id === 'in_2', content: <p>Refund of {r.number}</p> });
    render(<Table {...base} rowDetail={(r) => (r.id === 'in_1' ? null : detail(r))} />);
    const open = document.getElementById('details-in_2')!;
    expect(open).toBeVisible();
    expect(within(open).getByRole('cell')).toHaveAttribute('colspan', String(invoiceColumns.length));
    expect(within(open).getByText('Refund of PT-2026-0002')).toBeInTheDocument();
    const closed = document.getElementById('details-in_3')!;
    expect(closed).not.toBeVisible();
    expect(closed).toHaveTextContent('');
    expect(document.getElementById('details-in_1')).toBeNull();
  });
});
