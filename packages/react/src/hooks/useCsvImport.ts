import { useCallback, useMemo, useState } from 'react';
import {
  BROKER_PRESETS, CSV_FIELD_LABELS, MAX_IMPORT_ROWS, brokerPreset, detectBrokerPreset, readBrokerFile, transactionBody, isApiError, messages, missingCsvFields, planTransactionImport, planLimitFromError, readCsvRows,
  recognizeCsvColumns, serverMessageOr, workspaceMessages,
  type BrokerId, type CsvColumnMapping, type CsvField, type ImportRowError, type PlanLimit, type TransactionImportPlan, type TransactionImportResponse,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { loadPapaparse, type CsvCodec } from '../internal/csvCodec';
import { usePortfolioTransactions } from '../internal/usePortfolioTransactions';
import { portfolioDerivedKeys, portfolioTransactionKeys } from '../internal/workspaceRevalidation';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/** A chosen CSV file (a `File`, or any Blob with a name). */
export interface CsvFile { name: string; text(): Promise<string> }

/** How a file is read: a broker's preset, or the generic column mapping. */
export type CsvImportFormat = BrokerId | 'generic';

/** The formats the import offers, presets first (product §10.24). */
export const CSV_IMPORT_FORMATS: readonly { id: CsvImportFormat; name: string }[] = [
  ...BROKER_PRESETS.map((p) => ({ id: p.id, name: `${p.name} export` })),
  { id: 'generic', name: 'Other file (match the columns)' },
];

interface Parsed {
  fileName: string;
  /** The rows read with the chosen format: the header, the data rows and each one's line in the file (the first line is 1). */
  header: string[];
  rows: string[][];
  lines: number[];
  /** The generic mapping's columns (used when `format` is 'generic'). */
  mapping: CsvColumnMapping;
  /** The file's rows as parsed; `format` reads them. */
  raw: string[][];
  format: CsvImportFormat;
  /** The preset found from the header, or null: the generic mapping. */
  detected: BrokerId | null;
}

/** The header, data rows and their lines of a file read with a format. */
function tableOf(raw: readonly string[][], format: CsvImportFormat): Pick<Parsed, 'header' | 'rows' | 'lines'> {
  if (format === 'generic') {
    const [header = [], ...rows] = raw;
    return { header: [...header], rows: rows.map((r) => [...r]), lines: rows.map((_, i) => i + 2) };
  }
  const file = readBrokerFile(raw, brokerPreset(format));
  return { header: file.header, rows: file.rows, lines: file.lines };
}

/** The import's steps, one at a time: nothing is written before `confirm()`. */
export type CsvImportState =
  | { step: 'file'; error: string | null }
  | { step: 'reading'; fileName: string }
  /**
   * Columns chosen for each field (recognised ones preselected); `missing` must be empty to go on.
   * With a broker's preset (`format`), the preset reads the columns: nothing is missing.
   */
  | (Parsed & { step: 'mapping'; missing: CsvField[]; missingMessage: string | null })
  /** Each row's outcome: new, duplicate (skipped) or error (left out); `canConfirm` with at least one new row. */
  | (Parsed & { step: 'preview'; plan: TransactionImportPlan; canConfirm: boolean })
  | (Parsed & { step: 'importing'; plan: TransactionImportPlan })
  | (Parsed & { step: 'done'; result: TransactionImportResponse; message: string })
  /** The server refused: `rowErrors` by the file's row index (0 = first row below the header); `planLimit` for the upgrade prompt. */
  | (Parsed & { step: 'error'; plan: TransactionImportPlan; message: string; rowErrors: ImportRowError[]; planLimit: PlanLimit | null });

type Stage =
  | { step: 'file'; error: string | null }
  | { step: 'reading'; fileName: string }
  | (Parsed & { step: 'mapping' })
  | (Parsed & { step: 'preview' })
  | (Parsed & { step: 'importing' })
  | (Parsed & { step: 'done'; result: TransactionImportResponse })
  | (Parsed & { step: 'error'; message: string; rowErrors: ImportRowError[]; planLimit: PlanLimit | null });

/**
 * CSV import of transactions into a portfolio, in steps: `chooseFile` reads the file with
 * papaparse (loaded by a dynamic import only now), finds a broker's export by its header
 * (`detectBrokerPreset`, product §10.24: the preset reads the file; `setFormat` chooses another
 * preset or the generic mapping) or else recognises the columns by their header
 * (`recognizeCsvColumns`) and shows the mapping; `setColumn` changes it; `showPreview` checks every
 * row as the server will (`planTransactionImport` against the portfolio's transactions, read once a
 * file is chosen: field errors, duplicates skipped, sells covered; confirming waits for them); `confirm` sends the rows without errors in one
 * import call (all or nothing on the server) and ends in `done` or `error`. `back()` returns to
 * the mapping, `reset()` to the start. Rows with errors are left out of the import, and the
 * preview says which.
 */
export function useCsvImport(portfolioId: string | null, options: { loadCodec?: () => Promise<CsvCodec>; now?: () => Date } = {}) {
  const { loadCodec = loadPapaparse, now = currentTime } = options;
  const client = useApiClient('useCsvImport');
  const userId = useUserId();
  const [stage, setStage] = useState<Stage>({ step: 'file', error: null });
  // The portfolio's transactions (for the duplicates) are read once a file is chosen, not with the page.
  const existing = usePortfolioTransactions('useCsvImport', stage.step === 'file' ? null : portfolioId);

  const rows = 'rows' in stage ? stage.rows : null;
  const mapping = 'mapping' in stage ? stage.mapping : null;
  const raw = 'raw' in stage ? stage.raw : null;
  const format = 'format' in stage ? stage.format : null;
  const transactions = existing.data;
  const plan = useMemo(() => {
    if (!rows || !mapping || !raw || !format) return null;
    const context = { now: now(), existing: transactions ?? [] };
    // A preset reads its own columns; a dividend given as a total is completed from the recorded shares too (product §10.24).
    if (format !== 'generic') return planTransactionImport(readBrokerFile(raw, brokerPreset(format), context.existing).inputs, context);
    return planTransactionImport(readCsvRows(rows, mapping), context);
  }, [rows, mapping, raw, format, transactions, now]);
  // Until they are read the preview cannot tell duplicates: nothing is sent before (the server skips them anyway).
  const existingRead = existing.status === 'success';

  const importRows = useMutation((body: { portfolioId: string; plan: TransactionImportPlan }) => client.transactions.import({
    portfolio_id: body.portfolioId,
    transactions: body.plan.rows.flatMap((r) => (r.status === 'error' ? [] : [transactionBody(r.value)])),
  }), {
    onSuccess: async (_r, _v, { revalidate }) => {
      if (!userId || !portfolioId) return;
      await Promise.all([revalidate(portfolioTransactionKeys(userId, portfolioId)), revalidate(portfolioDerivedKeys(userId, portfolioId))]);
    },
  });

  const chooseFile = useCallback(async (file: CsvFile) => {
    setStage({ step: 'reading', fileName: file.name });
    try {
      const [codec, text] = await Promise.all([loadCodec(), file.text()]);
      const { rows, error } = codec.parse(text);
      const [first] = rows;
      if (error || !first) return setStage({ step: 'file', error: workspaceMessages.csvReadFailed });
      const detected = detectBrokerPreset(rows)?.preset.id ?? null;
      const format: CsvImportFormat = detected ?? 'generic';
      const table = tableOf(rows, format);
      if (!table.rows.length) return setStage({ step: 'file', error: workspaceMessages.csvEmpty });
      if (table.rows.length > MAX_IMPORT_ROWS) return setStage({ step: 'file', error: workspaceMessages.csvTooManyRows(table.rows.length, MAX_IMPORT_ROWS) });
      return setStage({ step: 'mapping', fileName: file.name, ...table, mapping: recognizeCsvColumns(first), raw: rows, format, detected });
    } catch {
      return setStage({ step: 'file', error: workspaceMessages.csvReadFailed });
    }
  }, [loadCodec]);

  const setColumn = useCallback((field: CsvField, column: number | null) => setStage((s) => {
    if (s.step !== 'mapping') return s;
    // A column holds one field: choosing it here takes it from another.
    const mapping = { ...s.mapping };
    if (column !== null) for (const f of Object.keys(mapping) as CsvField[]) if (mapping[f] === column) mapping[f] = null;
    mapping[field] = column;
    return { ...s, mapping };
  }), []);

  /** Reads the file with another preset, or with the generic mapping ('generic'). */
  const setFormat = useCallback((format: CsvImportFormat) => setStage((s) => (s.step === 'mapping' ? { ...s, ...tableOf(s.raw, format), format } : s)), []);

  const showPreview = useCallback(() => setStage((s) => (s.step === 'mapping' && (s.format !== 'generic' || !missingCsvFields(s.mapping).length) ? { ...s, step: 'preview' } : s)), []);
  const back = useCallback(() => setStage((s) => ('mapping' in s && s.step !== 'importing'
    ? { fileName: s.fileName, header: s.header, rows: s.rows, lines: s.lines, mapping: s.mapping, raw: s.raw, format: s.format, detected: s.detected, step: 'mapping' as const }
    : s)), []);
  const reset = useCallback(() => { importRows.reset(); setStage({ step: 'file', error: null }); }, [importRows]);

  const confirm = useCallback(async (): Promise<TransactionImportResponse | undefined> => {
    if (stage.step !== 'preview' || !plan || !plan.newCount || !portfolioId || !existingRead) return undefined;
    const from = stage;
    setStage({ ...from, step: 'importing' });
    // The server numbers the rows it was sent; the file's numbers are those of the rows without errors.
    const sent = plan.rows.flatMap((r) => (r.status === 'error' ? [] : [r.index]));
    try {
      const result = await importRows.mutateAsync({ portfolioId, plan });
      setStage({ ...from, step: 'done', result });
      return result;
    } catch (error) {
      const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as { rows?: unknown }) : {};
      const rowErrors = Array.isArray(body.rows) ? (body.rows as ImportRowError[]).map((e) => ({ ...e, index: sent[e.index] ?? e.index })) : [];
      setStage({ ...from, step: 'error', message: serverMessageOr(error, messages.unexpectedTryAgain), rowErrors, planLimit: planLimitFromError(error) });
      return undefined;
    }
  }, [stage, plan, portfolioId, importRows, existingRead]);

  let state: CsvImportState;
  if (stage.step === 'file' || stage.step === 'reading') state = stage;
  else if (stage.step === 'mapping') {
    const missing = stage.format === 'generic' ? missingCsvFields(stage.mapping) : [];
    state = { ...stage, missing, missingMessage: missing.length ? workspaceMessages.csvColumnsMissing(missing.map((f) => CSV_FIELD_LABELS[f])) : null };
  } else if (stage.step === 'done') state = { ...stage, message: workspaceMessages.csvImported(stage.result.imported, stage.result.duplicates) };
  else if (stage.step === 'preview') state = { ...stage, plan: plan!, canConfirm: plan!.newCount > 0 && existingRead };
  else if (stage.step === 'importing') state = { ...stage, plan: plan! };
  else state = { ...stage, plan: plan! };

  return { state, chooseFile, setColumn, setFormat, showPreview, back, confirm, reset, nothingToImport: state.step === 'preview' && !state.plan.newCount ? workspaceMessages.csvNothingToImport : null };
}

const currentTime = (): Date => new Date();
