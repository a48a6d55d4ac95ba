// The CSV import of a portfolio: the hook's steps (file, column mapping, preview, import) on the
// kit's CsvImport. Nothing is written before Confirm; rows with errors are left out and listed.
import { CSV_FIELD_LABELS } from '@pt/api';
import { formatCount } from '@pt/api/format';
import { CSV_IMPORT_FORMATS, useCsvImport, type CsvImportFormat } from '@pt/react';
import { CsvImport, UpgradePrompt, type CsvImportStep } from '@pt/ui/workspace';
import { renderRouterLink } from '../../app/renderRouterLink';
import { csvPreviewRows } from './csvPreviewRows';

export interface TransactionsCsvImportProps {
  portfolioId: string;
  /** After a finished import: e.g. bring the list into view. */
  onFinish?: () => void;
}

export function TransactionsCsvImport({ portfolioId, onFinish }: TransactionsCsvImportProps) {
  const csv = useCsvImport(portfolioId);
  const { state } = csv;
  const step: CsvImportStep = state.step === 'file' || state.step === 'reading' ? 'file'
    : state.step === 'mapping' || state.step === 'preview' ? state.step : 'import';
  const parsed = 'header' in state ? state : null;
  const plan = 'plan' in state ? state.plan : null;
  const usesPreset = parsed !== null && parsed.format !== 'generic';
  const rows = plan && parsed
    ? csvPreviewRows(plan, parsed.rows, parsed.mapping, state.step === 'error' ? state.rowErrors : [], usesPreset ? { lines: parsed.lines } : undefined)
    : undefined;
  const detected = parsed?.detected ? CSV_IMPORT_FORMATS.find((f) => f.id === parsed.detected)?.name ?? null : null;
  return (
    <CsvImport
      step={step}
      formatCount={formatCount}
      onFileSelect={(file) => { void csv.chooseFile(file); }}
      reading={state.step === 'reading'}
      fileError={state.step === 'file' ? state.error : null}
      fileName={parsed?.fileName ?? (state.step === 'reading' ? state.fileName : undefined)}
      columns={parsed?.header}
      sampleRow={parsed?.rows[0]}
      mapping={parsed?.mapping}
      onMappingChange={csv.setColumn}
      mappingError={state.step === 'mapping' ? state.missingMessage : null}
      onShowPreview={csv.showPreview}
      formats={CSV_IMPORT_FORMATS}
      format={parsed?.format}
      detectedFormat={detected}
      onFormatChange={(f) => csv.setFormat(f as CsvImportFormat)}
      formatReadsColumns={usesPreset}
      rows={rows}
      counts={plan ? { new: plan.newCount, errors: plan.errorCount, duplicates: plan.duplicateCount } : undefined}
      onConfirm={() => { void csv.confirm(); }}
      importStatus={state.step === 'done' ? 'done' : state.step === 'error' ? 'error' : 'pending'}
      doneMessage={state.step === 'done' ? state.message : undefined}
      importError={state.step === 'error' ? state.message : null}
      notice={state.step === 'error' && state.planLimit
        ? <UpgradePrompt message={state.planLimit.message} href={state.planLimit.upgradePath} renderLink={renderRouterLink} />
        : null}
      onBack={csv.back}
      onReset={csv.reset}
      onFinish={() => { csv.reset(); onFinish?.(); }}
      fieldLabels={CSV_FIELD_LABELS}
    />
  );
}
