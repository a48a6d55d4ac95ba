import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import * as appStyles from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { CheckIcon } from '../../primitives/Icon';
import { Select } from '../../primitives/Select';
import { LoadError } from '../../primitives/Panel';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
import * as styles from './CsvImport.css';

export type CsvImportField = 'date' | 'symbol' | 'type' | 'quantity' | 'price';
export type CsvImportStep = 'file' | 'mapping' | 'preview' | 'import';

/** The column chosen for each field, by its index in the file's header (null: none yet); the SDK's `CsvColumnMapping`. */
export type CsvImportMapping = Readonly<Record<CsvImportField, number | null>>;

/** One row of the preview: what was read, and what the import will do with it. */
export interface CsvPreviewRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  values: Readonly<Partial<Record<CsvImportField, string>>>;
  /** 'new' is imported; a duplicate of an imported transaction or of an earlier row is skipped; a row with errors is left out. */
  status: 'new' | 'duplicate' | 'error';
  /** Why a row is left out, one message per problem. */
  errors?: readonly string[];
  /** What a duplicate repeats, e.g. 'an imported transaction' or 'line 4'. */
  duplicateOf?: string;
}

export interface CsvImportCounts {
  new: number;
  errors: number;
  duplicates: number;
}

export interface CsvImportProps {
  step: CsvImportStep;
  /** Writes the counts of rows ('1,204 to import'): the SDK's `formatCount`, passed by the app (product §16.1). */
  formatCount: (value: number) => string;
  /** Step 1: a file was chosen (by the picker or dropped). */
  onFileSelect: (file: File) => void;
  /** Step 1: the file is being read. */
  reading?: boolean;
  fileError?: ReactNode;
  /** The chosen file's name, shown from step 2 on. */
  fileName?: string;
  /** Step 2: the file's header, one entry per column. */
  columns?: readonly string[];
  /** Step 2: the first data row, shown as an example under each choice. */
  sampleRow?: readonly string[];
  mapping?: CsvImportMapping;
  onMappingChange?: (field: CsvImportField, column: number | null) => void;
  /**
   * Step 2: the file formats to choose from (brokers' exports and a generic one), the chosen one,
   * and the name of the one found from the file's header ('Charles Schwab export'; null: none).
   */
  formats?: readonly { id: string; name: string }[];
  format?: string;
  detectedFormat?: string | null;
  onFormatChange?: (format: string) => void;
  /** Step 2: the chosen format knows the file's columns: no columns to match. */
  formatReadsColumns?: boolean;
  /** Step 2: what is missing before the preview, e.g. 'Choose a column for Price'. */
  mappingError?: ReactNode;
  onShowPreview?: () => void;
  /** Step 3: every row and its outcome. */
  rows?: readonly CsvPreviewRow[];
  /** Step 3: the counts (worked out from `rows` when omitted). */
  counts?: CsvImportCounts;
  /** Step 3: writes the new rows (nothing is written before). */
  onConfirm?: () => void;
  /** Step 4: the import is running, done or failed. */
  importStatus?: 'pending' | 'done' | 'error';
  /** Step 4: what was done, e.g. 'Imported 42 transactions; 2 duplicates skipped.' */
  doneMessage?: ReactNode;
  importError?: ReactNode;
  /** Shown with the import's error, e.g. the plan's upgrade prompt. */
  notice?: ReactNode;
  /** Back to the previous step. */
  onBack?: () => void;
  /** Start again with another file. */
  onReset?: () => void;
  /** Step 4 done: e.g. go to the transactions. */
  onFinish?: () => void;
  finishLabel?: string;
  /** Names of the fields (the SDK's `CSV_FIELD_LABELS`). */
  fieldLabels?: Readonly<Record<CsvImportField, string>>;
  className?: string;
}

const FIELDS: readonly CsvImportField[] = ['date', 'symbol', 'type', 'quantity', 'price'];
const DEFAULT_LABELS: Readonly<Record<CsvImportField, string>> = { date: 'Date', symbol: 'Symbol', type: 'Type', quantity: 'Quantity', price: 'Price' };
const STEPS: ReadonlyArray<{ id: CsvImportStep; label: string; heading: string }> = [
  { id: 'file', label: 'Choose file', heading: 'Choose a CSV file' },
  { id: 'mapping', label: 'Map columns', heading: 'Match the columns' },
  { id: 'preview', label: 'Preview', heading: 'Check the rows' },
  { id: 'import', label: 'Import', heading: 'Import' },
];
/** The preview lists this many rows at most; the counts cover every row. */
const PREVIEW_LIMIT = 100;

type PreviewColumn = 'line' | 'result' | CsvImportField;

/** The preview's columns: the line, the result (first, so a phone shows each row's problem without scrolling sideways), then the fields. */
const previewColumns = (fieldLabels: Readonly<Record<CsvImportField, string>>): readonly TableColumn<CsvPreviewRow, PreviewColumn>[] => [
  {
    key: 'line', header: 'Line', rowHeader: true, className: styles.line,
    // A phone card's title says what the number is; a wide table has the column's header for it.
    cell: (row) => <><span className={styles.linePrefix} aria-hidden="true">Line </span>{row.line}</>,
  },
  {
    key: 'result', header: 'Result', className: styles.result,
    cell: (row) => {
      if (row.status === 'new') return <Badge tone="success" size="sm">New</Badge>;
      return (
        <span className={styles.resultText}>
          {row.status === 'duplicate' ? <Badge tone="neutral" size="sm">Duplicate</Badge> : <Badge tone="danger" size="sm">Error</Badge>}
          <span>{row.status === 'duplicate' ? (row.duplicateOf ? `Skipped: same as ${row.duplicateOf}` : 'Skipped') : (row.errors ?? []).join(' ')}</span>
        </span>
      );
    },
  },
  ...FIELDS.map((f): TableColumn<CsvPreviewRow, PreviewColumn> => ({
    key: f, header: fieldLabels[f], numeric: f === 'quantity' || f === 'price', className: appStyles.nowrap, cell: (row) => row.values[f] ?? '',
  })),
];

function countRows(rows: readonly CsvPreviewRow[]): CsvImportCounts {
  const counts = { new: 0, errors: 0, duplicates: 0 };
  for (const r of rows) {
    if (r.status === 'new') counts.new += 1;
    else if (r.status === 'error') counts.errors += 1;
    else counts.duplicates += 1;
  }
  return counts;
}

/**
 * CSV import of transactions in four steps: choose a file (picker or drop zone), match its
 * columns to date, symbol, type, quantity and price (recognised ones preselected by the page),
 * check every row (errors and duplicates marked, with the counts), then import. Every value
 * comes from props and every step's action is a callback: the page reads the file and plans the
 * import; nothing is written before the reader presses Import. Each step's heading takes focus
 * when the step changes.
 */
export function CsvImport({
  step, formatCount, onFileSelect, reading = false, fileError, fileName, columns = [], sampleRow, mapping, onMappingChange, mappingError,
  onShowPreview, formats, format, detectedFormat, onFormatChange, formatReadsColumns = false, rows = [], counts, onConfirm, importStatus = 'pending', doneMessage, importError, notice, onBack, onReset, onFinish,
  finishLabel = 'View transactions', fieldLabels = DEFAULT_LABELS, className,
}: CsvImportProps) {
  const id = useId();
  const inputId = `csv-file-${id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef(step);
  const [dragging, setDragging] = useState(false);
  const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  const [onlyProblems, setOnlyProblems] = useState(false);
  const current = STEPS.findIndex((s) => s.id === step);

  // A new step moves focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const takeFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFileSelect(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFiles(event.dataTransfer.files);
  };

  const totals = counts ?? countRows(rows);
  const listed = (onlyProblems ? rows.filter((r) => r.status !== 'new') : rows).slice(0, PREVIEW_LIMIT);
  const columnOptions = columns.map((name, index) => ({ value: String(index), label: name || `Column ${index + 1}` }));

  let content: ReactNode;
  if (step === 'file') {
    content = (
      <>
        <p className={styles.lead}>A file with a header row and one transaction a line: date, symbol, type (buy or sell), quantity and price. Exports of most brokers work as they are.</p>
        <div
          className={cx(styles.dropZone, dragging && styles.dropZoneActive)}
          onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {reading ? (
            <p className={styles.dropText} role="status"><Spinner size="sm" label={null} /> Reading {fileName ?? 'the file'}...</p>
          ) : (
            <>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className={styles.fileInput}
                onChange={(event) => { takeFiles(event.target.files); event.target.value = ''; }}
              />
              <label htmlFor={inputId} className={styles.fileLabel}>Choose a CSV file</label>
              <p className={styles.dropText}>or drop it here</p>
            </>
          )}
        </div>
        {fileError ? <Alert tone="danger" description={fileError} /> : null}
      </>
    );
  } else if (step === 'mapping') {
    content = (
      <>
        {formats && formats.length ? (
          <div className={styles.format}>
            {detectedFormat ? (
              <p className={styles.detected} role="status">
                <Badge tone="info" size="sm">Detected</Badge> <span>{detectedFormat}</span>
              </p>
            ) : null}
            <Select
              label="File format"
              options={formats.map((f) => ({ value: f.id, label: f.name }))}
              value={format ?? ''}
              onValueChange={(v) => { if (v) onFormatChange?.(v); }}
              hint={detectedFormat ? 'Found from the file\'s header row. Choose another if it is wrong.' : 'No broker export was recognised: match the columns below, or choose your broker.'}
            />
          </div>
        ) : null}
        {formatReadsColumns ? (
          <p className={styles.lead}>
            The columns, dates, numbers and activity types of <strong>{fileName ?? 'the file'}</strong> are read as this export writes them. The preview shows what each row becomes and why any row cannot be imported.
          </p>
        ) : (
        <>
        <p className={styles.lead}>
          Which column of <strong>{fileName ?? 'the file'}</strong> holds each value? Columns with common broker names are already chosen.
        </p>
        <div className={styles.mappingGrid}>
          {FIELDS.map((field) => {
            const column = mapping?.[field] ?? null;
            const example = column !== null ? sampleRow?.[column] : undefined;
            return (
              <Select
                key={field}
                label={fieldLabels[field]}
                placeholder="Choose a column"
                options={columnOptions}
                value={column === null ? '' : String(column)}
                onValueChange={(v) => onMappingChange?.(field, v === '' ? null : Number(v))}
                hint={example !== undefined && example !== '' ? `e.g. ${example}` : undefined}
                required
              />
            );
          })}
        </div>
        </>
        )}
        {mappingError && !formatReadsColumns ? <Alert tone="warning" description={mappingError} /> : null}
        <div className={styles.actions}>
          {onReset ? <Button variant="ghost" onClick={onReset}>Choose another file</Button> : null}
          <Button onClick={onShowPreview} disabled={Boolean(mappingError) && !formatReadsColumns}>Preview rows</Button>
        </div>
      </>
    );
  } else if (step === 'preview') {
    content = (
      <>
        <p className={styles.counts} aria-live="polite">
          <span className={styles.countNew}>{plural(totals.new, 'to import', 'to import')}</span>
          <span className={styles.countError}>{plural(totals.errors, 'with errors', 'with errors')}</span>
          <span className={styles.countDuplicate}>{plural(totals.duplicates, 'duplicate', 'duplicates')}</span>
        </p>
        <p className={styles.lead}>Rows with errors and duplicates are left out. Nothing is saved until you import.</p>
        {totals.errors + totals.duplicates > 0 ? (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} />
            Only rows with errors or duplicates
          </label>
        ) : null}
        {/* product §10.20: cards on phones, the result first. */}
        <Table
          label="Rows of the file"
          regionLabel="Rows of the file"
          columns={previewColumns(fieldLabels)}
          rows={listed}
          rowKey={(row) => String(row.line)}
          keyColumns={['result']}
          minWidth={760}
          className={styles.previewScroller}
          rowClassName={(row) => (row.status === 'error' ? styles.errorRow : undefined)}
        />
        {listed.length < (onlyProblems ? totals.errors + totals.duplicates : rows.length) ? (
          <p className={styles.lead}>Showing the first {PREVIEW_LIMIT} rows; the counts above cover all of them.</p>
        ) : null}
        <div className={styles.actions}>
          {onBack ? <Button variant="ghost" onClick={onBack}>Back to columns</Button> : null}
          <Button onClick={onConfirm} disabled={totals.new === 0}>
            {totals.new === 0 ? 'Nothing to import' : `Import ${plural(totals.new, 'transaction', 'transactions')}`}
          </Button>
        </div>
      </>
    );
  } else {
    content = importStatus === 'pending' ? (
      <p className={styles.pending} role="status"><Spinner size="sm" label={null} /> Importing {plural(totals.new, 'transaction', 'transactions')}...</p>
    ) : importStatus === 'done' ? (
      <>
        <Alert tone="success" title="Import complete" description={doneMessage ?? `Imported ${plural(totals.new, 'transaction', 'transactions')}.`} />
        <div className={styles.actions}>
          {onReset ? <Button variant="ghost" onClick={onReset}>Import another file</Button> : null}
          {onFinish ? <Button onClick={onFinish}>{finishLabel}</Button> : null}
        </div>
      </>
    ) : (
      <>
        <LoadError title="Nothing was imported" error={importError ?? 'The import failed. Please try again.'} onRetry={onConfirm} />
        {notice}
        {onBack ? (
          <div className={styles.actions}>
            <Button variant="ghost" onClick={onBack}>Back to columns</Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Card variant="outlined" className={className}>
      <Stack gap="4">
        <ol className={styles.stepper} aria-label="Import steps">
          {STEPS.map((s, index) => {
            const done = index < current;
            return (
              <li key={s.id} className={styles.step({ state: index === current ? 'current' : done ? 'done' : 'todo' })} aria-current={index === current ? 'step' : undefined}>
                <span className={styles.stepNumber} aria-hidden="true">{done ? <CheckIcon size={14} /> : index + 1}</span>
                <span className={styles.stepLabel}>{s.label}</span>
                {done ? <span className="sr-only"> (done)</span> : null}
              </li>
            );
          })}
        </ol>
        <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {STEPS[current]?.heading}
          {fileName && step !== 'file' ? <span className={styles.fileName}>{fileName}</span> : null}
        </h3>
        {content}
      </Stack>
    </Card>
  );
}
