import type { Holding } from './computeHoldings';

/** A position above this share of the portfolio's value warns (largest position rule). */
export const RISK_MAX_POSITION_WEIGHT = 0.25;
/** Fewer open positions than this warns (number of holdings rule). */
export const RISK_MIN_HOLDINGS = 5;
/**
 * A Herfindahl index (the sum of the squared weights) above this warns (concentration rule).
 * 0.2 is the index of five equal positions: above it the money is spread as if over fewer.
 */
export const RISK_MAX_HERFINDAHL = 0.2;

/** Float noise of sums of weights, below any real difference from a limit. */
const LIMIT_NOISE = 1e-9;

export type RiskRuleId = 'largest_position' | 'holding_count' | 'concentration';

/** One check of the portfolio's make-up, in the manner of Ghostfolio's X-ray: pass or warn, and why in one sentence. */
export interface RiskRule {
  id: RiskRuleId;
  status: 'pass' | 'warn';
  title: string;
  detail: string;
  /** What was measured: the largest weight, the number of positions, the Herfindahl index. */
  value: number;
  /** The rule's limit (the constant above). */
  threshold: number;
}

const percent = (fraction: number): string => `${(Math.round(fraction * 1000) / 10).toFixed(1)} %`;
const positions = (n: number): string => `${n} ${n === 1 ? 'position' : 'positions'}`;

/**
 * The portfolio's risk rules, from its open holdings with a value (a holding without a quote is
 * left out): the largest position against RISK_MAX_POSITION_WEIGHT, the number of positions
 * against RISK_MIN_HOLDINGS, and the Herfindahl index against RISK_MAX_HERFINDAHL. Each rule warns
 * only past its limit, so more weight in one position, or fewer positions, never turns a warning
 * into a pass. No rules when nothing has a value.
 */
export function riskRules(holdings: readonly Pick<Holding, 'symbol' | 'value'>[]): RiskRule[] {
  const open = holdings.filter((h): h is { symbol: string; value: number } => h.value !== null && Number.isFinite(h.value) && h.value > 0);
  const total = open.reduce((s, h) => s + h.value, 0);
  if (!open.length || !(total > 0)) return [];
  const weights = open.map((h) => ({ symbol: h.symbol, weight: h.value / total }));
  const largest = weights.reduce((a, b) => (b.weight > a.weight || (b.weight === a.weight && b.symbol < a.symbol) ? b : a));
  const herfindahl = weights.reduce((s, w) => s + w.weight * w.weight, 0);
  const count = open.length;
  // At the limit passes: five equal positions sum to 0.2 plus float noise, and one of four equal ones weighs 0.25.
  const largestWarns = largest.weight > RISK_MAX_POSITION_WEIGHT + LIMIT_NOISE;
  const countWarns = count < RISK_MIN_HOLDINGS;
  const concentrationWarns = herfindahl > RISK_MAX_HERFINDAHL + LIMIT_NOISE;
  const limit = percent(RISK_MAX_POSITION_WEIGHT);
  const equal = (1 / herfindahl).toFixed(1);
  return [
    {
      id: 'largest_position', status: largestWarns ? 'warn' : 'pass', title: 'Largest position',
      detail: largestWarns
        ? `${largest.symbol} is ${percent(largest.weight)} of the portfolio, above ${limit}: bad news about one company would hit a large part of your money.`
        : `Your largest position, ${largest.symbol}, is ${percent(largest.weight)} of the portfolio, within ${limit}: no single company decides your results.`,
      value: largest.weight, threshold: RISK_MAX_POSITION_WEIGHT,
    },
    {
      id: 'holding_count', status: countWarns ? 'warn' : 'pass', title: 'Number of holdings',
      detail: countWarns
        ? `You hold ${positions(count)}, fewer than ${RISK_MIN_HOLDINGS}: a loss in one of them weighs heavily on the whole portfolio.`
        : `You hold ${positions(count)}, at least ${RISK_MIN_HOLDINGS}: a loss in one of them is cushioned by the others.`,
      value: count, threshold: RISK_MIN_HOLDINGS,
    },
    {
      id: 'concentration', status: concentrationWarns ? 'warn' : 'pass', title: 'Concentration',
      detail: concentrationWarns
        ? `Your money is spread as if over ${equal} equal positions (Herfindahl index ${herfindahl.toFixed(2)}, above ${RISK_MAX_HERFINDAHL.toFixed(2)}): a few holdings decide your results.`
        : `Your money is spread as if over ${equal} equal positions (Herfindahl index ${herfindahl.toFixed(2)}, at most ${RISK_MAX_HERFINDAHL.toFixed(2)}): no few holdings decide your results.`,
      value: herfindahl, threshold: RISK_MAX_HERFINDAHL,
    },
  ];
}
