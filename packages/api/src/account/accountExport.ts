import { ACCOUNT_EXPORT_SECTIONS, type AccountExport, type ExportRecord } from './types';

/** The CSV export's columns: one row per value, so every area fits one valid CSV table. */
export const ACCOUNT_CSV_HEADER = ['Section', 'Record', 'Field', 'Value'] as const;

const text = (value: ExportRecord[string]): string => (value === null ? '' : String(value));

function recordRows(section: string, record: string, values: ExportRecord): string[][] {
  return Object.entries(values).map(([field, value]) => [section, record, field, text(value)]);
}

/**
 * The export as CSV rows (product §14.4): under Section, Record, Field, Value, one row per value
 * of every record, in the JSON file's order. A list's records are numbered from 1 ('transactions',
 * '3', 'symbol', 'AAPL'); a single record has an empty number; the affiliate's parts are sections
 * of their own ('affiliate.links'). An empty list writes no row, an absent record neither.
 */
export function accountExportCsvRows(data: AccountExport): string[][] {
  const rows: string[][] = [[...ACCOUNT_CSV_HEADER]];
  const add = (section: string, value: ExportRecord | ExportRecord[] | null) => {
    if (value === null) return;
    if (Array.isArray(value)) value.forEach((record, i) => rows.push(...recordRows(section, String(i + 1), record)));
    else rows.push(...recordRows(section, '', value));
  };
  for (const section of ACCOUNT_EXPORT_SECTIONS) {
    if (section === 'affiliate') {
      for (const [part, value] of Object.entries(data.affiliate)) add(`affiliate.${part}`, value);
    } else {
      add(section, data[section]);
    }
  }
  return rows;
}

/** 'portfolio-tracker-data-2026-06-01.json' (or .csv). */
export const accountExportFileName = (kind: 'json' | 'csv', date: string): string => `portfolio-tracker-data-${date}.${kind}`;
