import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Table, type TableProps, type TableSort } from './Table';
import { invoiceColumns, invoiceFixtures, type InvoiceColumn, type InvoiceFixture } from './tableFixtures';

type InvoiceTableProps = TableProps<InvoiceFixture, InvoiceColumn>;

function Sorted(args: InvoiceTableProps) {
  const [sort, setSort] = useState<TableSort<InvoiceColumn>>({ column: 'date', direction: 'descending' });
  const rows = [...args.rows].sort((a, b) => {
    const key = sort.column === 'date' ? 'id' : sort.column === 'amount' ? 'amount' : 'number';
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });
  return <Table {...args} rows={rows} sort={sort} onSortChange={(next) => { setSort(next); args.onSortChange?.(next); }} />;
}

/** Key figures of a phone card: at the card's top and inside the screen's width. */
async function expectNothingWiderThanScreen(canvasElement: HTMLElement) {
  const width = document.documentElement.clientWidth;
  for (const element of canvasElement.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.width <= 1) continue;
    await expect(box.right).toBeLessThanOrEqual(width + 1);
  }
}

const meta = {
  title: 'Primitives/Table',
  component: Table<InvoiceFixture, InvoiceColumn>,
  args: {
    label: 'Invoices', columns: invoiceColumns, rows: invoiceFixtures, rowKey: (r: InvoiceFixture) => r.id,
    keyColumns: ['amount', 'status'], onSortChange: fn(),
  },
  render: (args) => <Sorted {...args} />,
} satisfies Meta<InvoiceTableProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'PT-2026-0003' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const SortByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Amount' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByText('Sorted by Amount, ascending')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent('PT-2026-0003');
  },
};

/** Figures open largest first when the caller says so. */
export const FiguresOpenLargestFirst: Story = {
  args: { firstSortDirection: (column: InvoiceColumn) => (column === 'amount' ? 'descending' : 'ascending') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Amount' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'descending' });
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [], loadingText: 'Loading invoices...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invoices...');
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No invoices yet', emptyDescription: 'Your invoices appear here after your first payment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoices yet')).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: { rows: [], empty: 'No invoices yet', emptyAction: <Button size="sm">See plans</Button> },
};

export const Paged: Story = {
  args: {
    paging: { label: 'Invoice pages', page: 2, pageCount: 4, onPageChange: fn(), pageSize: 3, total: 11, noun: (n: number) => (n === 1 ? 'invoice' : 'invoices'), count: String },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4–6 of 11 invoices')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** A table named after the page it shows, its scroller keeping a steady name. */
export const RegionLabel: Story = {
  args: { label: 'Invoices, page 2 of 4', regionLabel: 'Invoices table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Invoices table' })).toContainElement(canvas.getByRole('table', { name: 'Invoices, page 2 of 4' }));
  },
};

/** 375 px: each invoice a card, amount and status on its first lines, nothing wider than the screen. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNothingWiderThanScreen(canvasElement);
    const row = canvas.getAllByRole('row')[1]!;
    const amount = within(row).getByText('$191.90');
    await expect(amount).toBeVisible();
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // The sort buttons stay on phones, side by side.
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const PhoneCardsLoading: Story = {
  ...PhoneCards,
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => expectNothingWiderThanScreen(canvasElement),
};

export const PhoneCardsEmpty: Story = {
  args: { rows: [], empty: 'No invoices yet', emptyDescription: 'Your invoices appear here after your first payment.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectNothingWiderThanScreen(canvasElement),
};

/** 375 px, scroll mode: the table scrolls in its frame, the invoice number stays in view. */
export const PhoneScroll: Story = {
  args: { phone: 'scroll' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Invoices table' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const name = canvas.getByRole('rowheader', { name: 'PT-2026-0003' });
    const before = name.getBoundingClientRect().left;
    frame.scrollLeft = 200;
    await expect(Math.abs(name.getBoundingClientRect().left - before)).toBeLessThan(2);
  },
};

/** A row's details under it (`rowDetail`), opened by a button in the row; at 375 px under its card. */
function WithDetails(args: InvoiceTableProps) {
  const [open, setOpen] = useState<string | null>(null);
  const columns = args.columns.map((c) => (c.key === 'actions' ? {
    ...c,
    cell: (r: InvoiceFixture) => (
      <Button size="sm" variant="ghost" aria-expanded={open === r.id} aria-controls={`details-${r.id}`} onClick={() => setOpen(open === r.id ? null : r.id)}>
        Details of {r.number}
      </Button>
    ),
  } : c));
  return (
    <Table {...args} columns={columns} rowDetail={(r) => ({
      id: `details-${r.id}`, open: open === r.id, content: <p>{r.plan}, charged on {r.date}: the card ending in 4242.</p>,
    })} />
  );
}
export const RowDetails: Story = {
  render: (args) => <WithDetails {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Premium monthly, charged on Oct 1, 2026/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Details of PT-2026-0002' }));
    await expect(canvas.getByText(/Premium monthly, charged on Oct 1, 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Details of PT-2026-0002' }));
    await expect(canvas.queryByText(/Premium monthly, charged on Oct 1, 2026/)).toBeNull();
  },
};
export const PhoneRowDetails: Story = {
  render: (args) => <WithDetails {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Details of PT-2026-0002' }));
    await expect(canvas.getByText(/Premium monthly, charged on Oct 1, 2026/)).toBeVisible();
    await expectNothingWiderThanScreen(canvasElement);
  },
};


/** `caption`: a visible title inside the frame, above the headers; it names the table. */
export const Caption: Story = {
  args: { caption: 'Invoices this year' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoices this year' });
    const caption = canvas.getByText('Invoices this year');
    await expect(caption).toBeVisible();
    // Inside the frame, above the column headers.
    const frame = canvas.getByRole('region', { name: 'Invoices table' }).getBoundingClientRect();
    const captionBox = caption.getBoundingClientRect();
    await expect(captionBox.top).toBeGreaterThanOrEqual(frame.top);
    await expect(captionBox.bottom).toBeLessThanOrEqual(within(table).getByRole('columnheader', { name: 'Plan' }).getBoundingClientRect().top + 1);
  },
};

/** A column's `align`: the Status header and values centred, the Amount's right (numeric). */
export const AlignedColumns: Story = {
  args: { columns: invoiceColumns.map((c) => (c.key === 'status' ? { ...c, align: 'center' as const } : c)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Status' })).textAlign).toBe('center');
    const [, first] = canvas.getAllByRole('row');
    const status = within(first!).getAllByRole('cell').find((c) => c.getAttribute('data-label') === 'Status')!;
    await expect(getComputedStyle(status).textAlign).toBe('center');
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Plan' })).textAlign).toBe('left');
  },
};
