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
  /** Open holdings whose price is stale, with why (product §13.5): their last price is in the figures. */
  staleQuotes: { symbol: string; message: string | null }[];
  /** The summary's currency: every amount above is in it. */
  currency: string;
  /**
   * Holdings priced in another currency (product §13.7): until amounts are converted they are
   * never added to the figures above; each currency's value, day change and gains are here, in it.
   */
  otherCurrencies: CurrencyTotals[];
}

/** Holdings in one currency other than the summary's, added up in that currency. */
export interface CurrencyTotals {
  currency: string;
  symbols: string[];
  value: number;
  dayChange: number;
  unrealisedGain: number;
  costBasis: number;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100 || 0;

/**
 * The headline figures of holdings in `currency` (default USD; a holding without a quote counts as
 * in it). A holding priced in another currency is left out of every figure and added up in its own
 * currency in `otherCurrencies` (product §13.7).
 */
export function portfolioSummary(holdings: readonly Holding[], currency = 'USD'): PortfolioSummary {
  const base = currency.toUpperCase();
  let totalValue = 0, dayChange = 0, realisedGain = 0, unrealisedGain = 0, income = 0, invested = 0, costBasis = 0;
  let asOf: string | null = null;
  let delayedMinutes: number | null = null;
  const missingQuotes: string[] = [];
  const staleQuotes: { symbol: string; message: string | null }[] = [];
  const others = new Map<string, CurrencyTotals>();
  for (const h of holdings) {
    if (h.quantity > 0 && h.stale) staleQuotes.push({ symbol: h.symbol, message: h.staleMessage });
    if (h.currency !== null && h.currency !== base) {
      const o = others.get(h.currency) ?? { currency: h.currency, symbols: [], value: 0, dayChange: 0, unrealisedGain: 0, costBasis: 0 };
      if (h.quantity > 0) o.symbols.push(h.symbol);
      o.value += h.value ?? 0;
      o.dayChange += h.dayChange ?? 0;
      o.unrealisedGain += h.unrealisedGain ?? 0;
      o.costBasis += h.costBasis;
      others.set(h.currency, o);
      continue;
    }
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
    staleQuotes,
    currency: base,
    otherCurrencies: [...others.values()]
      .filter((o) => o.symbols.length > 0)
      .map((o) => ({ ...o, value: cents(o.value), dayChange: cents(o.dayChange), unrealisedGain: cents(o.unrealisedGain), costBasis: cents(o.costBasis) }))
      .sort((a, b) => (a.currency < b.currency ? -1 : 1)),
  };
}
