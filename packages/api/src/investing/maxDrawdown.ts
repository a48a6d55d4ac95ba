import type { PeriodReturn } from './timeWeightedReturn';

/** The deepest fall of the time-weighted index from a peak, with its dates ('YYYY-MM-DD'). */
export interface Drawdown {
  /** (trough / peak) - 1 of the index: in [-1, 0], 0 when it never fell. */
  drawdown: number;
  /** The day of the peak it fell from; null when it never fell. */
  peakDate: string | null;
  /** The day of the lowest point after that peak; null when it never fell. */
  troughDate: string | null;
  /** The first day after the trough back at the peak's level; null when it never fell or has not recovered. */
  recoveryDate: string | null;
}

/** Falls smaller than this are float noise of chained returns, not a drawdown. */
const NOISE = 1e-12;

/**
 * Maximum drawdown of a cumulative time-weighted return series (`cumulativeReturns`): the index
 * 1 + return falls from a running peak to a later trough by the most. Measured on the index, not
 * on the value, so putting money in or taking it out is neither a rise nor a fall. Days without a
 * return are skipped; the peak is the last day at its level, and of equal falls the first counts.
 */
export function maxDrawdown(cumulative: readonly PeriodReturn[]): Drawdown {
  let peak = -Infinity;
  let peakDate: string | null = null;
  let worst: Drawdown = { drawdown: 0, peakDate: null, troughDate: null, recoveryDate: null };
  let worstPeak = 0;
  for (const p of cumulative) {
    if (p.return === null || !Number.isFinite(p.return)) continue;
    const level = Math.max(0, 1 + p.return);
    if (level >= peak) [peak, peakDate] = [level, p.date];
    const fall = peak > 0 ? level / peak - 1 : 0;
    if (fall < worst.drawdown - NOISE) {
      worst = { drawdown: fall, peakDate, troughDate: p.date, recoveryDate: null };
      worstPeak = peak;
    }
  }
  if (worst.troughDate === null) return worst;
  // Recovery: the first day after the trough whose level is back at the peak it fell from.
  for (const p of cumulative) {
    if (p.date <= worst.troughDate || p.return === null) continue;
    if (1 + p.return >= worstPeak * (1 - NOISE)) return { ...worst, recoveryDate: p.date };
  }
  return worst;
}
