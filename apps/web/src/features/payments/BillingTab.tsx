// Payment dashboard → Billing (spec 2, 3, 9): invoices (amounts from minor units, number from
// the last 8 characters of the id, dates 'MMM dd, yyyy') with download, the billing
// information panel and a one-time card payment.
import { useEffect, useState } from 'react';
import { invoiceStatusView, messages } from '@pt/api';
import { useApiClient, useCurrentSubscription, useInvoices } from '@pt/react';
import { BillingInfoPanel, InvoiceTable, sprinkles } from '@pt/ui';
import { LazyPay } from './lazyCardEntry';
import { downloadInvoicePdf } from './downloadInvoice';
import { useNotify } from '../../app/toasts/useNotify';

export function BillingTab() {
  const client = useApiClient('BillingTab');
  const invoices = useInvoices();
  const current = useCurrentSubscription();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    if (invoices.status === 'error') notify.error(invoices.message, messages.errorTitle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoices.status]);

  const download = async (id: string) => {
    if (downloading) return;
    const row = invoices.rows.find((r) => r.invoice.invoice_id === id);
    setDownloading(id);
    try {
      if (!row?.invoice.pdf_url) throw new Error('no pdf');
      await downloadInvoicePdf(row.invoice.pdf_url, client.session.getToken(), `invoice-${row.number}.pdf`);
      notify.success(messages.downloadStarted, `Invoice ${row.number}`);
    } catch {
      notify.error(messages.downloadInvoiceFailed, messages.errorTitle);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className={sprinkles({ display: 'grid', gap: '6', gridTemplateColumns: 'single', minWidth: '0' })}>
      <section aria-labelledby="billing-history" className={sprinkles({ display: 'grid', gap: '4', gridTemplateColumns: 'single', minWidth: '0' })}>
        <h3 id="billing-history">Billing history</h3>
        <InvoiceTable
          loading={invoices.status === 'loading' || invoices.status === 'idle'}
          error={invoices.status === 'error' ? invoices.message : undefined}
          onRetry={() => { void invoices.refresh(); }}
          invoices={invoices.rows.map((r) => ({ id: r.invoice.invoice_id, number: r.number, date: r.date, amount: r.amount, status: invoiceStatusView(r.status) }))}
          onDownload={(id) => { void download(id); }}
        />
      </section>
      <div className={sprinkles({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1', lg: '2' }, alignItems: 'flex-start' })}>
        <BillingInfoPanel {...(current.view && !current.view.subscription.cancel_at_period_end ? { nextBillingDate: current.view.periodEnd } : {})} />
        <LazyPay />
      </div>
    </div>
  );
}
