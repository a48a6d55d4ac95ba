import type { Holding } from './computeHoldings';

export interface AllocationSlice {
  /** The group (the symbol by default), or `otherLabel` for the bucket of small groups. */
  key: string;
  value: number;
  /** value / the total; the weights of all slices sum to 1. */
  weight: number;
  symbols: string[];
  other: boolean;
}

export interface AllocationOptions<H> {
  /** The group of a holding, such as its sector; default: its symbol. */
  groupBy?: (holding: H) => string;
  /** At most this many slices: the largest maxSlices - 1 groups, and the rest as one "Other" slice. */
  maxSlices?: number;
  /** Groups weighing less than this (a fraction) go to "Other". */
  minWeight?: number;
  otherLabel?: string;
}

/**
 * How the portfolio's value divides between holdings (or groups of them), largest first, the
 * "Other" bucket last. Only holdings with a positive value count; no slices when none has one.
 */
export function allocation<H extends Pick<Holding, 'symbol' | 'value'>>(holdings: readonly H[], options: AllocationOptions<H> = {}): AllocationSlice[] {
  const { groupBy = (h: H) => h.symbol, maxSlices = Infinity, minWeight = 0, otherLabel = 'Other' } = options;
  const groups = new Map<string, AllocationSlice>();
  let total = 0;
  for (const h of holdings) {
    if (h.value === null || !(h.value > 0) || !Number.isFinite(h.value)) continue;
    const key = groupBy(h);
    const g = groups.get(key) ?? { key, value: 0, weight: 0, symbols: [], other: false };
    g.value += h.value;
    g.symbols.push(h.symbol);
    groups.set(key, g);
    total += h.value;
  }
  if (!(total > 0)) return [];
  const sorted = [...groups.values()].sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keep = sorted.length > maxSlices ? Math.max(0, maxSlices - 1) : sorted.length;
  const slices: AllocationSlice[] = [];
  const rest: AllocationSlice = { key: otherLabel, value: 0, weight: 0, symbols: [], other: true };
  sorted.forEach((g, i) => {
    if (i < keep && g.value / total >= minWeight) slices.push({ ...g, weight: g.value / total });
    else {
      rest.value += g.value;
      rest.symbols.push(...g.symbols);
    }
  });
  if (rest.symbols.length) slices.push({ ...rest, weight: rest.value / total });
  return slices;
}
