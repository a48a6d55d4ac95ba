import type { Holding } from './computeHoldings';

/** The portfolio's headline figures. Money rounded to cents; ratios are fractions of unrounded sums. */
export interface PortfolioSummary {
  /** The value of the holdings that have a quote. */
  totalValue: number;
  dayChange: number;
  /** dayChange / (totalValue - dayChange): against yesterday's value of today's holdings. */
  dayChangeRatio: number | null;
  realisedGain: number;
  unrealisedGain: number;
  /** Dividends received (recorded dividend transactions). */
  income: number;
  /** realisedGain + unrealisedGain + income: dividends count in the total return. */
  totalReturn: number;
  /** Always true: says to a screen that `totalReturn` includes `income`, so it can say so. */
  totalReturnIncludesIncome: true;
  /** totalReturn / invested. */
  totalReturnRatio: number | null;
  /** The cost of every share ever bought. */
  invested: number;
  costBasis: number;
  /** The oldest quote time among the open holdings: every figure is at least this fresh. */
  asOf: string | null;
  delayedMinutes: number | null;
  /** Open holdings without a quote: left out of the value, day change and unrealised gain. */
  missingQuotes: string[];
}

const cents = (amount: number): number => Math.round(amount * 100) / 100 || 0;

export function portfolioSummary(holdings: readonly Holding[]): PortfolioSummary {
  let totalValue = 0, dayChange = 0, realisedGain = 0, unrealisedGain = 0, income = 0, invested = 0, costBasis = 0;
  let asOf: string | null = null;
  let delayedMinutes: number | null = null;
  const missingQuotes: string[] = [];
  for (const h of holdings) {
    realisedGain += h.realisedGain;
    income += h.income;
    invested += h.invested;
    costBasis += h.costBasis;
    if (h.value === null) {
      if (h.quantity > 0) missingQuotes.push(h.symbol);
      continue;
    }
    totalValue += h.value;
    dayChange += h.dayChange ?? 0;
    unrealisedGain += h.unrealisedGain ?? 0;
    if (h.quantity > 0 && h.asOf !== null && (asOf === null || Date.parse(h.asOf) < Date.parse(asOf))) asOf = h.asOf;
    if (h.quantity > 0 && h.delayedMinutes !== null) delayedMinutes = Math.max(delayedMinutes ?? 0, h.delayedMinutes);
  }
  const totalReturn = realisedGain + unrealisedGain + income;
  const previousValue = totalValue - dayChange;
  return {
    totalValue: cents(totalValue),
    dayChange: cents(dayChange),
    dayChangeRatio: previousValue > 0 ? dayChange / previousValue : null,
    realisedGain: cents(realisedGain),
    unrealisedGain: cents(unrealisedGain),
    income: cents(income),
    totalReturn: cents(totalReturn),
    totalReturnIncludesIncome: true,
    totalReturnRatio: invested > 0 ? totalReturn / invested : null,
    invested: cents(invested),
    costBasis: cents(costBasis),
    asOf,
    delayedMinutes,
    missingQuotes,
  };
}
