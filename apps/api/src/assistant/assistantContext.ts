import { computeHoldings, portfolioSummary, type Holding, type HoldingQuote } from '@pt/api';
import type { Queryable } from '../db';
import type { MarketData } from '../investing/MarketData';
import { toTransaction } from '../investing/portfolioRows';
import { listPortfolios } from '../db/queries/portfolios';
import { listTransactionsOfUser } from '../db/queries/transactions';
import type { AssistantContext, AssistantHolding } from './AssistantProvider';

/**
 * The member's figures for the assistant: each portfolio's holdings with @pt/api's math at the
 * delayed quotes (per portfolio, so each keeps its own average cost), then added up by symbol.
 */
/** The assistant's currency: portfolios are kept in US dollars so far. */
const CURRENCY = 'USD';

export async function assistantContext(q: Queryable, userId: string, market: MarketData, now: Date): Promise<AssistantContext> {
  const portfolios = await listPortfolios(q, userId);
  const rows = await listTransactionsOfUser(q, userId);
  const transactions = rows.map(toTransaction);
  const quotes = new Map<string, HoldingQuote>((await market.quotes([...new Set(transactions.map((t) => t.symbol))], now)).quotes);
  const holdingsOf = portfolios.map((p) => computeHoldings(transactions.filter((t) => t.portfolio_id === p.id), [...quotes.values()], { currency: CURRENCY }));
  const all: Holding[] = holdingsOf.flat();
  const summary = portfolioSummary(all, CURRENCY);

  const bySymbol = new Map<string, AssistantHolding & { gain: number; invested: number; hasValue: boolean }>();
  for (const h of all) {
    const s = bySymbol.get(h.symbol) ?? {
      symbol: h.symbol, name: h.name, quantity: 0, value: null, weight: null, dayChangeRatio: h.dayChangeRatio, totalReturnRatio: null,
      income: 0, gain: 0, invested: 0, hasValue: h.value !== null,
    };
    s.quantity += h.quantity;
    s.value = h.value === null ? s.value : (s.value ?? 0) + h.value;
    s.income += h.income;
    s.gain += h.realisedGain + (h.unrealisedGain ?? 0) + h.income;
    s.invested += h.invested;
    bySymbol.set(h.symbol, s);
  }
  // Weights and totals are of the holdings in the summary's currency; the others are named apart (product §13.7).
  const otherSymbols = new Set(summary.otherCurrencies.flatMap((o) => o.symbols));
  const open = [...bySymbol.values()].filter((h) => h.quantity > 0 && !otherSymbols.has(h.symbol));
  const total = open.reduce((sum, h) => sum + (h.value ?? 0), 0);
  const holdings = open
    .map(({ gain, invested, hasValue, ...h }): AssistantHolding => ({
      ...h,
      weight: h.value !== null && total > 0 ? h.value / total : null,
      totalReturnRatio: hasValue && invested > 0 ? gain / invested : null,
    }))
    .sort((a, b) => (b.weight ?? -1) - (a.weight ?? -1) || (a.symbol < b.symbol ? -1 : 1));

  return {
    currency: CURRENCY,
    asOf: summary.asOf,
    delayedMinutes: summary.delayedMinutes,
    portfolios: portfolios.map((p, i) => ({ name: p.name, openHoldings: (holdingsOf[i] ?? []).filter((h) => h.quantity > 0).length })),
    transactionCount: transactions.length,
    totalValue: summary.totalValue,
    dayChange: summary.dayChange,
    dayChangeRatio: summary.dayChangeRatio,
    totalReturn: summary.totalReturn,
    totalReturnRatio: summary.totalReturnRatio,
    income: summary.income,
    holdings,
    stalePrices: [...new Map(summary.staleQuotes.map((s) => [s.symbol, s])).values()],
    otherCurrencies: summary.otherCurrencies.map((o) => ({ currency: o.currency, symbols: [...new Set(o.symbols)], value: o.value })),
  };
}
