// One sort direction for every table: the Table primitive's.
import type { SortDirection } from '../../primitives/Table/Table';
/** The figures of one holding the table shows; the SDK's `Holding` passes as it is. Money in dollars, ratios as fractions. */
export interface HoldingsTableRow {
  symbol: string;
  name: string | null;
  quantity: number;
  averageCost: number | null;
  price: number | null;
  value: number | null;
  dayChange: number | null;
  dayChangeRatio: number | null;
  unrealisedGain: number | null;
  unrealisedGainRatio: number | null;
  weight: number | null;
  /** The currency of the row's money (the quote's); when it is not the table's, its amounts are written in it and labelled (product §13.7). */
  currency?: string | null;
  /** Who gave the price, and when (ISO): shown under it (product §13.5). */
  provider?: string | null;
  asOf?: string | null;
  /** The price is stale: a badge, with `staleMessage` as its reason. */
  stale?: boolean;
  staleMessage?: string | null;
}

export type HoldingsSortColumn =
  | 'symbol' | 'name' | 'quantity' | 'averageCost' | 'price' | 'value' | 'dayChange' | 'unrealisedGain' | 'weight';

export type { SortDirection };

export interface HoldingsSort {
  column: HoldingsSortColumn;
  direction: SortDirection;
}

/** Text columns open A to Z; figures open largest first, the question a portfolio table is asked. */
export function firstDirection(column: HoldingsSortColumn): SortDirection {
  return column === 'symbol' || column === 'name' ? 'ascending' : 'descending';
}

/** The sort after a header is pressed: the same column flips, another one opens in its first direction. */
export function nextSort(current: HoldingsSort, column: HoldingsSortColumn): HoldingsSort {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: firstDirection(column) };
}

// Made on first use: the table opens sorted by value (numbers), and building a collator when the
// module loads sat in the task that evaluates the workspace overview's modules (15 ms at 4x CPU).
let textCollator: Intl.Collator | undefined;
const collator = () => (textCollator ??= new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }));

/**
 * The rows in the order of `sort`. Stable: rows that tie keep the order they came in, in both
 * directions (a flip does not shuffle equal rows). Missing values (a holding without a quote, a
 * name not known) go last in both directions, so a sort never opens on a column of dashes.
 */
export function sortHoldings<Row extends HoldingsTableRow>(rows: readonly Row[], sort: HoldingsSort): Row[] {
  const { column, direction } = sort;
  const sign = direction === 'ascending' ? 1 : -1;
  // Keys read once, not once a comparison.
  const keys: Array<string | number | null> = rows.map((row) => {
    const key = row[column];
    if (typeof key === 'string') return key;
    return typeof key === 'number' && Number.isFinite(key) ? key : null;
  });
  const order = rows.map((_, index) => index);
  order.sort((a, b) => {
    const x = keys[a] ?? null;
    const y = keys[b] ?? null;
    if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
    const byKey = typeof x === 'number' && typeof y === 'number' ? x - y : collator().compare(String(x), String(y));
    return sign * byKey || a - b;
  });
  return order.map((index) => rows[index] as Row);
}
