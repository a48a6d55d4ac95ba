export { InvoiceTable, type InvoiceTableProps, type InvoiceRow } from './InvoiceTable';
