// The CSV import's preview as the kit shows it: each row of the file with the cells of the
// mapped columns and its outcome (imported, skipped as a duplicate, or left out with its errors).
import { CSV_FIELDS, type CsvColumnMapping, type ImportRowError, type TransactionImportPlan } from '@pt/api';
import type { CsvPreviewRow } from '@pt/ui/workspace';

/** A row's line in the file: the header is line 1, the first row below it line 2. */
export const csvLine = (rowIndex: number): number => rowIndex + 2;

const shown = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/**
 * The preview rows of an import plan over the file's rows. Errors the server reported for a row
 * (`serverErrors`, by the file's row index) are added to that row, so a refused import says which
 * row to fix. With a broker's preset (`preset`: each row's line in the file) the values shown are
 * what the preset read: the date, the symbol, the activity type, the shares and the price, or the
 * amount of cash (product §10.24).
 */
export function csvPreviewRows(
  plan: TransactionImportPlan,
  rows: readonly (readonly string[])[],
  mapping: CsvColumnMapping,
  serverErrors: readonly ImportRowError[] = [],
  preset?: { lines: readonly number[] },
): CsvPreviewRow[] {
  const lineOf = (index: number): number => (preset ? preset.lines[index] ?? csvLine(index) : csvLine(index));
  return plan.rows.map((row): CsvPreviewRow => {
    const cells = rows[row.index] ?? [];
    const values: Partial<Record<(typeof CSV_FIELDS)[number], string>> = {};
    if (preset) {
      const v = row.status === 'error' ? null : row.value;
      const input = row.input;
      values.date = v ? v.executed_at.slice(0, 10) : shown(input.executed_at).slice(0, 10);
      values.symbol = v ? v.symbol : shown(input.symbol);
      values.type = v ? v.type : shown(input.type);
      values.quantity = v && v.quantity ? String(v.quantity) : '';
      values.price = v && v.price ? String(v.price) : v && v.amount ? `${v.amount}${v.currency ? ` ${v.currency}` : ''}` : '';
    } else {
      for (const field of CSV_FIELDS) {
        const column = mapping[field];
        values[field] = column === null || column === undefined ? '' : (cells[column] ?? '').trim();
      }
    }
    const refused = serverErrors.filter((e) => e.index === row.index).map((e) => e.error);
    const line = lineOf(row.index);
    if (row.status === 'error' || refused.length > 0) {
      const own = row.status === 'error' ? Object.values(row.fieldErrors).filter((e): e is string => Boolean(e)) : [];
      return { line, values, status: 'error', errors: [...new Set([...own, ...refused])] };
    }
    if (row.status === 'duplicate') {
      return { line, values, status: 'duplicate', duplicateOf: row.duplicateOf === 'existing' ? 'a recorded transaction' : `line ${lineOf(row.duplicateOf)}` };
    }
    return { line, values, status: 'new' };
  });
}
