import { localIsoDate, transactionsCsvFileName, transactionsToCsvRows, workspaceMessages } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { saveFile } from '../saveFile';
import { loadPapaparse, type CsvCodec } from '../internal/csvCodec';
import { useMutation } from './useMutation';

/** An exported file: the CSV as a Blob and the name to save it under. */
export interface CsvExportFile { blob: Blob; fileName: string; count: number }

/**
 * Exports a portfolio's transactions as CSV: the list from the server, rows under the headers the
 * import recognises (`transactionsToCsvRows`, so the file imports again as the same
 * transactions), text by papaparse (loaded now), a `text/csv` Blob named after the portfolio and
 * the day ('core-holdings-transactions-2026-06-01.csv'), handed to `save` (default: the browser's
 * download, as invoices are). A write-shaped action: `mutateAsync()` resolves the file.
 */
export function useTransactionsCsvExport(
  portfolio: { id: string; name: string } | null,
  options: { save?(file: CsvExportFile): void; loadCodec?: () => Promise<CsvCodec> } = {},
) {
  const client = useApiClient('useTransactionsCsvExport');
  const { save = (file: CsvExportFile) => saveFile(file.blob, file.fileName), loadCodec = loadPapaparse } = options;
  const run = useMutation(async (): Promise<CsvExportFile> => {
    if (!portfolio) throw new Error(workspaceMessages.exportFailed);
    const [list, codec] = await Promise.all([client.transactions.list({ portfolio_id: portfolio.id }), loadCodec()]);
    const blob = new Blob([codec.unparse(transactionsToCsvRows(list))], { type: 'text/csv;charset=utf-8' });
    const file = { blob, fileName: transactionsCsvFileName(portfolio.name, localIsoDate(new Date())), count: list.length };
    save(file);
    return file;
  });
  return {
    ...run,
    errorMessage: run.error ? workspaceMessages.exportFailed : null,
    successMessage: run.status === 'success' ? workspaceMessages.exportStarted : null,
  };
}
