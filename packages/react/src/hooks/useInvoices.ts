import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_INVOICE_LIMIT, formatDate, formatMinorAmount, invoiceNumber, messages, type Invoice } from '@pt/api';
import { useApiClient } from '../useApiClient';
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
}

const openUrl = (url: string) => { if (typeof window !== 'undefined') window.open(url, '_blank', 'noopener'); };

/**
 * Billing history (spec 3, 7, 8, 9): up to `limit` (10) invoices with display values
 * ('Failed to load billing history.'), and download ('Download Started' or 'Failed to
 * download invoice.').
 */
export function useInvoices(limit: number = DEFAULT_INVOICE_LIMIT, options: { open?(url: string): void } = {}) {
  const client = useApiClient('useInvoices');
  const userId = useUserId();
  const q = useApiQuery('useInvoices', userId ? keys.invoices(userId, limit) : null, (c) => c.payments.listInvoices(limit), messages.loadBillingFailed);
  const rows = useMemo<InvoiceRow[]>(() => (q.data ?? []).map((invoice) => ({
    invoice,
    number: invoiceNumber(invoice.invoice_id),
    date: formatDate(invoice.created),
    amount: formatMinorAmount(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency),
    status: invoice.status,
  })), [q.data]);
  const [download, setDownload] = useState<{ id: string; status: 'downloading' | 'success' | 'error'; message: string | null } | null>(null);
  const open = options.open ?? openUrl;
  const downloadInvoice = useCallback(async (id: string) => {
    setDownload({ id, status: 'downloading', message: null });
    try {
      const inv = await client.payments.getInvoice(id);
      if (!inv?.pdf_url) throw new Error('no pdf');
      open(inv.pdf_url);
      setDownload({ id, status: 'success', message: messages.downloadStarted });
      return true;
    } catch {
      setDownload({ id, status: 'error', message: messages.downloadInvoiceFailed });
      return false;
    }
  }, [client, open]);
  return { ...q, rows, download: downloadInvoice, downloadState: download };
}
