import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commissionStatuses, sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { CommissionLedgerTable, NO_LEDGER_FILTER, type CommissionLedgerTableProps } from './CommissionLedgerTable';
import { ledgerRows } from './ledgerFixtures';

function renderTable(props: Partial<CommissionLedgerTableProps> = {}) {
  const handlers = { onFilterChange: vi.fn(), onPageChange: vi.fn(), onExport: vi.fn() };
  const view = render(
    <CommissionLedgerTable rows={ledgerRows} format={sampleLedgerFormat} statuses={commissionStatuses} filter={NO_LEDGER_FILTER}
      page={1} pageCount={1} total={ledgerRows.length} {...handlers} {...props} />,
  );
  return { ...handlers, ...view };
}

describe('CommissionLedgerTable', () => {
  it('shows each entry and totals the rows it shows by status (a held entry under pending)', () => {
    renderTable();
    const row = screen.getByRole('row', { name: /Oct 02, 2026/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 6))
      .toEqual(['m***@o***.com', '$400.00', '30%', '$120.00', 'LinkSummer promo', 'Approved']);
    const totals = within(screen.getByRole('list', { name: 'Totals by status' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(totals).toEqual(['Pending$32.972 commissions', 'Approved$120.001 commission', 'Paid$329.672 commissions', 'Voided$19.981 commission']);
  });

  it('opens a row\'s details: why it is held, with each fraud signal and its reason', async () => {
    renderTable();
    expect(screen.queryByRole('list', { name: 'Why this commission is held' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Details of the commission of Nov 18, 2026 from a***@p***.me' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('On hold: our team reviews this commission before it can be approved.')).toBeInTheDocument();
    const flags = within(screen.getByRole('list', { name: 'Why this commission is held' })).getAllByRole('listitem');
    expect(flags[0]).toHaveTextContent(/Self-referral.*\+tag/);
    await userEvent.click(screen.getByRole('button', { name: /Details of the commission of Sep 14, 2026/ }));
    expect(screen.getByText('The invoice was refunded.')).toBeInTheDocument();
  });

  it('reports each filter change with the rest of the filter kept, and clears them all', async () => {
    const filter = { query: 'ada', status: 'all', from: '', to: '' };
    const { onFilterChange } = renderTable({ filter });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'voided');
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, status: 'voided' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, to: '2026-10-31' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFilterChange).toHaveBeenLastCalledWith(NO_LEDGER_FILTER);
  });

  it('pages with the current page marked, and tells no entries apart from no matches', async () => {
    const { onPageChange, rerender } = renderTable({ page: 2, pageCount: 3, total: 130, pageSize: 50 });
    expect(screen.getByText('51\u201356 of 130 commissions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);

    const empty = { rows: [], total: 0, page: 1, pageCount: 1, format: sampleLedgerFormat, statuses: commissionStatuses, onFilterChange: vi.fn(), onPageChange };
    rerender(<CommissionLedgerTable {...empty} filter={NO_LEDGER_FILTER} />);
    expect(screen.getByText('No commissions yet')).toBeInTheDocument();
    rerender(<CommissionLedgerTable {...empty} filter={{ ...NO_LEDGER_FILTER, status: 'paid' }} />);
    expect(screen.getByText('No commissions match these filters')).toBeInTheDocument();
  });

  it('exports on request, not when there is nothing to export', async () => {
    const { onExport, rerender } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledOnce();
    rerender(<CommissionLedgerTable rows={[]} total={0} format={sampleLedgerFormat} statuses={commissionStatuses} filter={NO_LEDGER_FILTER}
      page={1} pageCount={1} onFilterChange={vi.fn()} onPageChange={vi.fn()} onExport={onExport} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
