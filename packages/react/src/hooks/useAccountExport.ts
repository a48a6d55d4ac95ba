import {
  accountExportCsvRows, accountExportFileName, accountMessages, localIsoDate, type AccountExport,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { saveFile } from '../saveFile';
import { loadPapaparse, type CsvCodec } from '../internal/csvCodec';
import { useMutation } from './useMutation';

export type AccountExportKind = 'json' | 'csv';
/** An exported file: the bytes and the name to save them under. */
export interface AccountExportFile { blob: Blob; fileName: string; kind: AccountExportKind }

/**
 * Exports everything stored about the member (product §14.4): the server's document saved as JSON
 * ('portfolio-tracker-data-2026-06-01.json', indented), or as CSV under Section, Record, Field,
 * Value (the SDK's `accountExportCsvRows`, text by papaparse, loaded now), handed to `save`
 * (default: the browser's download). `mutateAsync('json' | 'csv')` resolves the file; `variables`
 * says which one is running.
 */
export function useAccountExport(options: { save?(file: AccountExportFile): void; loadCodec?: () => Promise<CsvCodec> } = {}) {
  const client = useApiClient('useAccountExport');
  const { save = (file: AccountExportFile) => saveFile(file.blob, file.fileName), loadCodec = loadPapaparse } = options;
  const run = useMutation(async (kind: AccountExportKind): Promise<AccountExportFile> => {
    const [data, codec] = await Promise.all([client.account.export(), kind === 'csv' ? loadCodec() : Promise.resolve(null)]);
    const blob = codec
      ? new Blob([codec.unparse(accountExportCsvRows(data as AccountExport))], { type: 'text/csv;charset=utf-8' })
      : new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
    const file = { blob, fileName: accountExportFileName(kind, localIsoDate(new Date())), kind };
    save(file);
    return file;
  });
  return {
    ...run,
    runningKind: run.status === 'pending' ? run.variables ?? null : null,
    errorMessage: run.error ? accountMessages.exportFailed : null,
    successMessage: run.status === 'success' ? accountMessages.exportReady : null,
  };
}
