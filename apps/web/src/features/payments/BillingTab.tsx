// Payment dashboard → Billing (product §2, §3, §9, §11.4, §11.6): invoices (amounts from minor units,
// number from the last 8 characters of the id, dates 'MMM dd, yyyy', the discount taken off) with the
// PDF, the billing information of the real subscription (plan, cycle, status, next charge, the card on
// file) and a one-time card payment.
import { invoiceStatusView, messages } from '@pt/api';
import { useBillingSummary, useDownloadInvoice, useInvoices, usePayInvoice } from '@pt/react';
import { Columns, Stack } from '@pt/ui';
import { BillingInfoPanel, InvoiceTable } from '@pt/ui/billing';
import { LazyPay } from './lazyCardEntry';
import { useNotify } from '../../app/toasts/useNotify';
import { useLoadErrorToast } from './useLoadErrorToast';

export function BillingTab() {
  const invoices = useInvoices();
  const billing = useBillingSummary();
  const download = useDownloadInvoice();
  const payInvoice = usePayInvoice();
  const notify = useNotify();
  useLoadErrorToast(invoices.status === 'error' ? invoices.message : null);

  const downloadPdf = async (id: string) => {
    try {
      const file = await download.mutateAsync(id);
      notify.success(messages.downloadStarted, `Invoice ${file.number}`);
    } catch {
      notify.error(messages.downloadInvoiceFailed, messages.errorTitle);
    }
  };

  // An open invoice (a renewal the card refused) is paid with the default card.
  const pay = async (id: string) => {
    try {
      await payInvoice.mutateAsync(id);
      notify.success(messages.paymentSuccessful);
    } catch (error) {
      notify.error(payInvoice.errorMessage ?? (error instanceof Error ? error.message : messages.paymentFailed), messages.errorTitle);
    }
  };

  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="billing-history" gap="4">
        <h3 id="billing-history">Billing history</h3>
        <InvoiceTable
          loading={invoices.status === 'loading' || invoices.status === 'idle'}
          error={invoices.status === 'error' ? invoices.message : undefined}
          onRetry={() => { void invoices.refresh(); }}
          invoices={invoices.rows.map((r) => ({
            id: r.invoice.invoice_id, number: r.number, date: r.date, amount: r.amount, detail: r.discount, status: invoiceStatusView(r.status), payable: r.status === 'open',
          }))}
          onPay={(id) => { if (payInvoice.status !== 'pending') void pay(id); }}
          payingId={payInvoice.status === 'pending' ? payInvoice.variables : null}
          onDownload={(id) => { if (download.status !== 'pending') void downloadPdf(id); }}
        />
      </Stack>
      <Columns columns={{ base: 1, lg: 2 }} gap="6" alignY="top">
        <BillingInfoPanel
          billing={billing.summary}
          loading={billing.status === 'loading'}
          error={billing.status === 'error' ? billing.message : undefined}
          onRetry={() => { void billing.refresh(); }}
        />
        <LazyPay />
      </Columns>
    </Stack>
  );
}
