// Broker CSV presets (product §10.24): each broker's export read by its own columns, date and
// number formats and activity words; the preset is found from the header row, and every other
// file keeps the generic column mapping (`recognizeCsvColumns`, `readCsvRows`).
import type { ImportRowInput } from '../planTransactionImport';
import type { PortfolioTransaction } from '../portfolioTransaction';
import { brokerImportRows, headerKey, type BrokerId, type BrokerPreset, type BrokerReadOptions, type BrokerRow } from './brokerRows';
import { degiro } from './degiro';
import { fidelity } from './fidelity';
import { ibkr } from './ibkr';
import { robinhood } from './robinhood';
import { schwab } from './schwab';
import { trading212 } from './trading212';
import { vanguard } from './vanguard';

export { BROKER_IDS, brokerMessages, parseBrokerDate, parseBrokerNumber, type BrokerId, type BrokerPreset, type BrokerReadOptions } from './brokerRows';
export { DEGIRO_TICKERS } from './degiro';

/** Every preset, in the order the import offers them. */
export const BROKER_PRESETS: readonly BrokerPreset[] = [ibkr, schwab, fidelity, vanguard, robinhood, degiro, trading212];

/** How far down a file its header may be: Fidelity starts with blank lines, Vanguard with its holdings table. */
const HEADER_SEARCH_ROWS = 40;

export const brokerPreset = (id: BrokerId): BrokerPreset => BROKER_PRESETS.find((p) => p.id === id)!;

/** The preset whose header is one of the file's first rows, and that row's index; null for any other file. */
export function detectBrokerPreset(rows: readonly (readonly string[])[]): { preset: BrokerPreset; headerIndex: number } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const keys = rows[i]!.map(headerKey);
    const preset = BROKER_PRESETS.find((p) => p.isHeader(keys));
    if (preset) return { preset, headerIndex: i };
  }
  return null;
}

/** A file read by a preset. */
export interface BrokerFile {
  preset: BrokerPreset;
  header: string[];
  /** The data rows, without lines that are no rows (repeated headers, disclaimers). */
  rows: string[][];
  /** Each row's line among the file's lines (1 = the first line read). */
  lines: number[];
  /** One import row per data row; rows that cannot be imported carry the reason as an error. */
  inputs: ImportRowInput[];
  /** Lines below the header that are no rows: section headers, notes, a disclaimer. */
  passedOver: number;
}

/**
 * Reads a file's rows (as parsed, blank lines left out) with a preset: by its header when it is
 * found in the first rows, else from the first row. `existing` are the portfolio's recorded
 * transactions: a dividend or split given as a total completes from the shares they hold too.
 */
export function readBrokerFile(
  rows: readonly (readonly string[])[], preset: BrokerPreset, existing: readonly PortfolioTransaction[] = [], options: BrokerReadOptions = {},
): BrokerFile {
  let headerIndex = 0;
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) if (preset.isHeader(rows[i]!.map(headerKey))) { headerIndex = i; break; }
  const header = [...(rows[headerIndex] ?? [])];
  const below = rows.slice(headerIndex + 1);
  const read = preset.read(header, below, options);
  const kept: Exclude<BrokerRow, null>[] = [];
  const data: string[][] = [];
  const lines: number[] = [];
  read.forEach((r, i) => {
    if (r === null) return;
    kept.push(r);
    data.push([...below[i]!]);
    lines.push(headerIndex + i + 2);
  });
  return { preset, header, rows: data, lines, inputs: brokerImportRows(kept, existing), passedOver: below.length - data.length };
}
