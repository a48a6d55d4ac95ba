import { invoiceNumber, messages, type InvoiceFile } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { saveFile } from '../saveFile';
import { useMutation } from './useMutation';

/**
 * Downloads an invoice's PDF (product §3, §8) through the SDK's call layer and saves it as
 * `invoice-{number}.pdf`; the variables are the invoice id ('Download Started' with the invoice
 * number, or 'Failed to download invoice.'). `save` replaces the browser download (tests).
 */
export function useDownloadInvoice(options: { save?(file: InvoiceFile): void } = {}) {
  const client = useApiClient('useDownloadInvoice');
  const { save = (file: InvoiceFile) => saveFile(file.blob, file.fileName) } = options;
  const download = useMutation(async (id: string) => {
    const file = await client.payments.downloadInvoice(id);
    save(file);
    return { ...file, number: invoiceNumber(id) };
  });
  return {
    ...download,
    errorMessage: download.error ? messages.downloadInvoiceFailed : null,
    successMessage: download.status === 'success' ? messages.downloadStarted : null,
  };
}
