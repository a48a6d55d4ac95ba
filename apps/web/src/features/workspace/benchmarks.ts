// The benchmarks the overview's chart offers: broad index funds of the market data, the S&P 500
// first (the server's default). Any symbol of the market data would do; a short list of indices
// is what a reader compares a portfolio with.
import { planName } from '@pt/api/format';

export const DEFAULT_BENCHMARK = 'SPY';

export const BENCHMARK_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'SPY', label: 'S&P 500 (SPY)' },
  { value: 'QQQ', label: 'Nasdaq-100 (QQQ)' },
  { value: 'DIA', label: 'Dow Jones Industrial Average (DIA)' },
  { value: 'IWM', label: 'Russell 2000 (IWM)' },
  { value: 'VTI', label: 'US total market (VTI)' },
  { value: 'VEA', label: 'Developed markets ex-US (VEA)' },
  { value: 'AGG', label: 'US aggregate bonds (AGG)' },
];

/** The benchmark as the reader knows it ('S&P 500 (SPY)'); the symbol for one not listed. */
export const benchmarkLabel = (symbol: string): string => BENCHMARK_OPTIONS.find((o) => o.value === symbol)?.label ?? symbol;

/** A plan's id as its name on screen ('premium' -> 'Premium', @pt/api/format's planName); none without a plan. */
export const planLabel = (planId: string | null): string | undefined => (planId ? planName(planId) : undefined);
