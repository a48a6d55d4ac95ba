import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Table, type TableColumn, type TableProps } from './Table';

interface Invoice { id: string; date: string; plan: string; amount: number; status: 'paid' | 'open' | 'void' }

const invoices: Invoice[] = [
  { id: 'in_1PqA8c2eZvKYlo2C0a1b2c3d', date: 'Nov 01, 2026', plan: 'Premium', amount: 999, status: 'paid' },
  { id: 'in_1PqA8c2eZvKYlo2C4e5f6g7h', date: 'Oct 01, 2026', plan: 'Premium', amount: 999, status: 'paid' },
  { id: 'in_1PqA8c2eZvKYlo2C8i9j0k1l', date: 'Sep 01, 2026', plan: 'Pro', amount: 1999, status: 'open' },
  { id: 'in_1PqA8c2eZvKYlo2Cm2n3o4p5', date: 'Aug 01, 2026', plan: 'Pro', amount: 1999, status: 'void' },
];

const tones = { paid: 'success', open: 'warning', void: 'neutral' } as const;

const columns: TableColumn<Invoice>[] = [
  { key: 'id', header: 'Invoice', cell: (row) => <code>#{row.id.slice(-8)}</code>, isRowHeader: true },
  { key: 'date', header: 'Date' },
  { key: 'plan', header: 'Plan', hideBelowMd: true },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => `$${(row.amount / 100).toFixed(2)}` },
  { key: 'status', header: 'Status', cell: (row) => <Badge size="sm" tone={tones[row.status]}>{row.status}</Badge> },
];

// A concrete row type for the docs table of props.
function InvoiceTable(props: TableProps<Invoice>) {
  return <Table {...props} />;
}

const meta = {
  title: 'Primitives/Table',
  component: InvoiceTable,
  args: { caption: 'Invoices', columns, rows: invoices, getRowKey: (row: Invoice) => row.id },
} satisfies Meta<typeof InvoiceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: '#0a1b2c3d' })).toBeInTheDocument();
  },
};
export const Striped: Story = { args: { striped: true } };
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
        <strong>No invoices yet</strong>
        <span>Invoices appear here after your first payment.</span>
        <Button size="sm" variant="outline">See plans</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoices yet')).toBeVisible();
  },
};
export const EmptyDefault: Story = { args: { rows: [] } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
export const MobileScroll: Story = { args: { minWidth: 560 }, globals: { viewport: { value: 'mobile' } } };
