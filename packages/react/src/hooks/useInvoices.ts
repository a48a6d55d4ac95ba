import { useMemo } from 'react';
import { DEFAULT_INVOICE_LIMIT, formatDate, formatMinorAmount, invoiceNumber, messages, type Invoice } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

export interface InvoiceRow {
  invoice: Invoice;
  /** Last 8 characters of the id. */
  number: string;
  /** 'MMM dd, yyyy'. */
  date: string;
  amount: string;
  status: Invoice['status'];
  /** What was taken off, e.g. 'Partner link (10% off): -$19.19' (product §11.6); null when nothing was. */
  discount: string | null;
}

/**
 * Billing history (product §3, §7, §8, §9): up to `limit` (10) invoices with display values
 * ('Failed to load billing history.'). Downloads: useDownloadInvoice.
 */
export function useInvoices(limit: number = DEFAULT_INVOICE_LIMIT) {
  const userId = useUserId();
  const q = useApiQuery('useInvoices', userId ? keys.invoices(userId, limit) : null, (c) => c.payments.listInvoices(limit), messages.loadBillingFailed);
  const rows = useMemo<InvoiceRow[]>(() => (q.data ?? []).map((invoice) => ({
    invoice,
    number: invoiceNumber(invoice.invoice_id),
    date: formatDate(invoice.created),
    amount: formatMinorAmount(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency),
    status: invoice.status,
    discount: invoice.discount_amount ? `${invoice.discount_label ?? 'Discount'}: -${formatMinorAmount(invoice.discount_amount, invoice.currency)}` : null,
  })), [q.data]);
  return { ...q, rows };
}
