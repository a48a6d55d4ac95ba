import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TableColumnHeader, TableFrame, TableRowHeader, type SortDirection } from './TableParts';
import { invoiceFixtures } from './tableFixtures';

/**
 * A table laying out its own rows from Table's parts (as the holdings table and the monthly
 * returns heat map do, product §10.26): the named frame, sortable and plain column headers, and
 * row headers.
 */
function PartsTable() {
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const rows = [...invoiceFixtures].sort((a, b) => (direction === 'ascending' ? a.amount - b.amount : b.amount - a.amount));
  return (
    <TableFrame label="Invoices table">
      <table aria-label="Invoices" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <TableColumnHeader label="Invoice" />
            <TableColumnHeader label="Month" abbr="The invoice's month" />
            <TableColumnHeader
              label="Amount" numeric direction={direction}
              onSort={() => setDirection(direction === 'ascending' ? 'descending' : 'ascending')}
            />
            <TableColumnHeader label="Actions" hideLabel />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <TableRowHeader style={{ padding: 8, textAlign: 'left' }}>{r.number}</TableRowHeader>
              <td style={{ padding: 8 }}>{r.date}</td>
              <td style={{ padding: 8, textAlign: 'right' }}>{`$${r.amount.toFixed(2)}`}</td>
              <td style={{ padding: 8 }}><a href={`#${r.id}`}>Download {r.number}</a></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

const meta = {
  title: 'Primitives/Table/Parts',
  component: PartsTable,
} satisfies Meta<typeof PartsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame is a named region; the sorted column's header carries `aria-sort`, which its button flips. */
export const OwnRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Invoices table' })).toContainElement(canvas.getByRole('table', { name: 'Invoices' }));
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('PT-2026-0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('PT-2026-0003');
    await expect(canvas.getByRole('columnheader', { name: 'Invoice' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  },
};
