// Stories and tests only: a few invoices in a table's shape.
import type { TableColumn } from './Table';

export interface InvoiceFixture {
  id: string;
  number: string;
  date: string;
  plan: string;
  amount: number;
  status: string;
}

export const invoiceFixtures: InvoiceFixture[] = [
  { id: 'in_3', number: 'PT-2026-0003', date: 'Nov 1, 2026', plan: 'Pro yearly', amount: 191.9, status: 'Paid' },
  { id: 'in_2', number: 'PT-2026-0002', date: 'Oct 1, 2026', plan: 'Premium monthly', amount: 9.99, status: 'Paid' },
  { id: 'in_1', number: 'PT-2026-0001', date: 'Sep 1, 2026', plan: 'Premium monthly', amount: 9.99, status: 'Refunded' },
];

const usd = (n: number) => `$${n.toFixed(2)}`;

export type InvoiceColumn = 'number' | 'date' | 'plan' | 'amount' | 'status' | 'actions';

export const invoiceColumns: TableColumn<InvoiceFixture, InvoiceColumn>[] = [
  { key: 'number', header: 'Invoice', rowHeader: true, sortable: true, cell: (r) => r.number, sample: 'PT-2026-0000' },
  { key: 'date', header: 'Date', sortable: true, cell: (r) => r.date, sample: 'Nov 11, 2026' },
  { key: 'plan', header: 'Plan', cell: (r) => r.plan },
  { key: 'amount', header: 'Amount', numeric: true, sortable: true, cell: (r) => usd(r.amount), sample: '$191.90' },
  { key: 'status', header: 'Status', cell: (r) => r.status },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: (r) => <a href={`#${r.id}`}>Download {r.number}</a> },
];
