import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { commissionStatuses, sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { CommissionLedgerTable, NO_LEDGER_FILTER, type CommissionLedgerFilter } from './CommissionLedgerTable';
import { ledgerRows } from './ledgerFixtures';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const meta = {
  title: 'Affiliate/CommissionLedgerTable',
  component: CommissionLedgerTable,
  args: {
    rows: ledgerRows, format: sampleLedgerFormat, statuses: commissionStatuses, filter: NO_LEDGER_FILTER, onFilterChange: fn(),
    page: 1, pageCount: 1, onPageChange: fn(), total: ledgerRows.length, onExport: fn(),
  },
} satisfies Meta<typeof CommissionLedgerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const totals = c.getByRole('list', { name: 'Totals by status' });
    const paid = within(totals).getAllByRole('listitem')[2]!;
    await expect(paid).toHaveTextContent('Paid$329.672 commissions');
    await expect(c.getByText('1\u20136 of 6 commissions')).toBeVisible();
  },
};

/** A held entry's details: why it is held and its fraud signals, opened from the keyboard. */
export const HeldDetails: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Details of the commission of Nov 18, 2026 from a***@p***.me' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const flags = c.getByRole('list', { name: 'Why this commission is held' });
    await expect(within(flags).getByText('Self-referral')).toBeVisible();
    await expect(within(flags).getByText('Disposable e-mail')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(c.queryByRole('list', { name: 'Why this commission is held' })).toBeNull();
  },
};

/** Filtering done by the page, as the hooks do: search, status and dates. */
export const Filtering: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState<CommissionLedgerFilter>(NO_LEDGER_FILTER);
    const q = filter.query.trim().toLowerCase();
    const rows = ledgerRows.filter((r) => (filter.status === 'all' || r.statusKey === filter.status)
      && (!q || r.customer.includes(q) || (r.source?.name.toLowerCase().includes(q) ?? false))
      && (!filter.from || r.date.slice(0, 10) >= filter.from) && (!filter.to || r.date.slice(0, 10) <= filter.to));
    return <CommissionLedgerTable {...args} rows={rows} total={rows.length} filter={filter} onFilterChange={setFilter} />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Status' }), 'paid');
    await expect(c.getByText('1\u20132 of 2 commissions')).toBeVisible();
    // A date field's segments follow the browser's locale; the value is set as a picker would.
    fireEvent.change(c.getByLabelText('From'), { target: { value: '2026-07-01' } });
    await expect(c.getByText('1 of 1 commission')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear filters' }));
    await userEvent.type(c.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(c.getByText('No commissions match these filters')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { page: 2, pageCount: 5, total: 230, rows: ledgerRows },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pages = c.getByRole('navigation', { name: 'Commission pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(c.getByText('Totals of the 6 commissions on this page')).toBeVisible();
  },
};
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};
export const Exporting: Story = { args: { exporting: true } };
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No commissions yet')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};
export const NoMatches: Story = { args: { rows: [], total: 0, filter: { ...NO_LEDGER_FILTER, status: 'voided', from: '2026-11-01' } } };
export const Loading: Story = { args: { rows: [], total: 0, loading: true } };
export const Error: Story = {
  args: { rows: [], total: 0, error: 'Failed to load commissions.', onRetry: fn() },
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
