import { collectPages, commissionsCsvFileName, commissionsToCsvRows, ledgerMessages, localIsoDate, type CommissionQuery } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { saveFile } from '../saveFile';
import { loadPapaparse, type CsvCodec } from '../internal/csvCodec';
import type { CsvExportFile } from './useTransactionsCsvExport';
import { useMutation } from './useMutation';

/** The server's largest page: the export reads the history in pages of this many. */
const EXPORT_PAGE = 100;

/**
 * Exports the commission history as CSV, the way transactions are exported: every entry matching
 * `filters` (every page, `limit` and `cursor` ignored: `collectPages`), rows from the SDK's
 * `commissionsToCsvRows` (the table's columns, the masked e-mail), text by papaparse (loaded now,
 * spreadsheet formulas escaped), saved as 'affiliate-commissions-2026-06-01.csv' (default: the
 * browser's download). `mutateAsync()` resolves the file.
 */
export function useCommissionsCsvExport(filters: CommissionQuery = {}, options: { save?(file: CsvExportFile): void; loadCodec?: () => Promise<CsvCodec> } = {}) {
  const client = useApiClient('useCommissionsCsvExport');
  const { save = (file: CsvExportFile) => saveFile(file.blob, file.fileName), loadCodec = loadPapaparse } = options;
  const run = useMutation(async (): Promise<CsvExportFile> => {
    const codec = loadCodec();
    const entries = await collectPages((cursor) => client.affiliate.commissions({ ...filters, limit: EXPORT_PAGE, cursor }));
    const blob = new Blob([(await codec).unparse(commissionsToCsvRows(entries))], { type: 'text/csv;charset=utf-8' });
    const file = { blob, fileName: commissionsCsvFileName(localIsoDate(new Date())), count: entries.length };
    save(file);
    return file;
  });
  return {
    ...run,
    errorMessage: run.error ? ledgerMessages.exportFailed : null,
    successMessage: run.status === 'success' ? ledgerMessages.exportStarted : null,
  };
}
