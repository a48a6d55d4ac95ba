// The one module through which an assistant reads a member's figures (product §15.3): the
// holdings and headline figures (assistantContext), returns over a range (the performance call's
// math, portfolioPerformance) and the allocation (@pt/api's `allocation`). Each read uses the
// functions the server's own routes use today; when those move (server-side holdings, a new
// market-data layer, a return breakdown), this is the one place to point elsewhere. Nothing here
// holds an e-mail, a name or an id: what an assistant is given may leave the server.
import { PERFORMANCE_RANGES, allocation, type PerformanceRange } from '@pt/api';
import type { Queryable } from '../db';
import type { MarketData } from '../investing/MarketData';
import type { ClosesCache } from '../investing/closesCache';
import { portfolioPerformance } from '../investing/portfolioPerformance';
import { portfolioTransactions } from '../investing/portfolioRows';
import { moneyBasis, type FxSource } from '../investing/fxRates';
import type { AssistantContext, AssistantReturn } from './AssistantProvider';
import { listPortfolios } from '../db/queries/portfolios';
import { assistantContext } from './assistantContext';
import { explainedReturns } from './explainedReturns';

export interface PortfolioReturns {
  /** The member's own name for the portfolio (no id). */
  portfolio: string;
  from: string;
  to: string;
  /** Fractions (0.1234 = 12.34 %); null when the range holds no value to measure. */
  timeWeightedReturn: number | null;
  moneyWeightedReturn: number | null;
  startValue: number | null;
  endValue: number | null;
}

export interface ReturnsFigures { range: PerformanceRange; portfolios: PortfolioReturns[] }

export interface AllocationFigures {
  by: 'holding' | 'sector';
  /** Largest first; weights are fractions of the open holdings' value. */
  slices: { name: string; value: number; weight: number; symbols: string[] }[];
}

/** What an assistant may read about the member, on demand (a model asks for it through tool calls). */
export interface MemberFigures {
  /** Total value, today's change, total return, dividends and each open holding, at the delayed quotes. */
  summary(): Promise<AssistantContext>;
  /** Each portfolio's time- and money-weighted return over the range (the performance chart's figures). */
  returns(range: PerformanceRange): Promise<ReturnsFigures>;
  /** Each portfolio's return over the range explained line by line (product §10.23): why the return is what it is. */
  explained(range: PerformanceRange): Promise<AssistantReturn[]>;
  /** How the open holdings' value divides, by holding or by sector. */
  allocation(by: 'holding' | 'sector'): Promise<AllocationFigures>;
}

export const isPerformanceRange = (v: unknown): v is PerformanceRange => typeof v === 'string' && (PERFORMANCE_RANGES as readonly string[]).includes(v);

/** The member's figures, read when asked and at most once each per question. */
export function memberFigures(q: Queryable, userId: string, market: MarketData, closes: ClosesCache, now: Date, fx: FxSource): MemberFigures {
  let summary: Promise<AssistantContext> | null = null;
  const readSummary = () => (summary ??= assistantContext(q, userId, market, now));
  return {
    summary: readSummary,
    async returns(range) {
      const portfolios = await listPortfolios(q, userId);
      const out: PortfolioReturns[] = [];
      for (const p of portfolios) {
        const transactions = await portfolioTransactions(q, p.id);
        if (!transactions.length) continue;
        const basis = await moneyBasis(fx, p.currency, transactions, market.latestDate(now));
        const perf = await portfolioPerformance(p.id, transactions, range, market, now, closes, null, basis);
        out.push({
          portfolio: p.name, from: perf.from, to: perf.to,
          timeWeightedReturn: perf.time_weighted_return, moneyWeightedReturn: perf.money_weighted_return,
          startValue: perf.points[0]?.value ?? null, endValue: perf.points.at(-1)?.value ?? null,
        });
      }
      return { range, portfolios: out };
    },
    explained: (range) => explainedReturns(q, userId, range, market, closes, fx, now),
    async allocation(by) {
      const { holdings } = await readSummary();
      const instruments = new Map(await Promise.all(holdings.map(async (h) => [h.symbol, await market.instrument(h.symbol)] as const)));
      const sector = (symbol: string) => {
        const i = instruments.get(symbol);
        return i?.sector ?? (i?.kind === 'etf' ? 'Funds (ETF)' : 'Other');
      };
      const slices = allocation(holdings, by === 'sector' ? { groupBy: (h) => sector(h.symbol) } : {});
      return { by, slices: slices.map((s) => ({ name: s.key, value: s.value, weight: s.weight, symbols: s.symbols })) };
    },
  };
}
