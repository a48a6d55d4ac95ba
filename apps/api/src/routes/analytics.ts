import type { Hono } from 'hono';
import {
  PERFORMANCE_RANGE_LABELS, PERFORMANCE_RANGES, annualisedVolatility, cumulativeReturns, isWeekday, maxDrawdown,
  monthlyReturnTable, monthlyReturns, portfolioSummary, riskRules, timeWeightedReturn, withQuotes,
  type HoldingQuote, type PortfolioAnalytics, type PortfolioRisk,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { invalidField } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import type { ClosesCache } from '../investing/closesCache';
import type { PortfolioCache } from '../investing/portfolioCache';
import { benchmarkCloses, benchmarkOver, rangeSeries, readPerformanceRange, roundReturn, stateBasis } from '../investing/portfolioPerformance';
import { readBenchmark } from '../investing/readBenchmark';
import { makeReadOwnPortfolio } from '../investing/ownPortfolio';
import { createSampleFx, type FxSource } from '../investing/fxRates';

const RANGE_NAMES = PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r]).join(', ');

/**
 * `GET /api/portfolio/{id}/analytics?range=&benchmark=` (the `advanced_analytics` feature):
 * volatility, maximum drawdown, monthly returns and the benchmark (SPY unless named) over a range
 * (1Y unless named), from the value series the performance call charts. `GET
 * /api/portfolio/{id}/risk` (the `risk_metrics` feature): the risk rules at the delayed quotes.
 * Owner only; the plan is checked first, so a locked feature is a 403 whatever the portfolio.
 */
export function registerAnalyticsRoutes(
  app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate, market: MarketData, closes: ClosesCache, portfolios: PortfolioCache,
  fx: FxSource = createSampleFx(),
): void {
  const { db, clock } = deps;
  // The session, the plan and the portfolio's version in one statement (product §10.27).
  const readOwn = makeReadOwnPortfolio(db, auth, gate, portfolios);

  app.get('/api/portfolio/:id/analytics', async (c) => {
    const { state } = await readOwn(c, c.req.param('id'), 'advanced_analytics');
    const range = readPerformanceRange(c.req.query('range') ?? '1Y');
    if (!range) throw invalidField('range', `range must be one of ${RANGE_NAMES}`);
    const symbol = await readBenchmark(c.req.query('benchmark'), market);
    const now = clock.now();
    const r = await rangeSeries(state, range, market, now, closes, await stateBasis(fx, state, market.latestDate(now)));
    // Trading days are the benchmark's: a feed with exchange holidays leaves them out of the volatility.
    const tradingDays = new Set((await benchmarkCloses(symbol, r, closes)).map((d) => d.date));
    const volatility = annualisedVolatility(r.series, tradingDays.size ? (d) => tradingDays.has(d) : isWeekday);
    const drawdown = maxDrawdown(cumulativeReturns(r.series));
    const monthly = monthlyReturns(r.series);
    const benchmark = await benchmarkOver(symbol, r, closes);
    const twr = timeWeightedReturn(r.series);
    const res: PortfolioAnalytics = {
      portfolio_id: state.portfolioId,
      range,
      from: r.from,
      to: r.to,
      method: 'time_weighted_daily',
      time_weighted_return: roundReturn(twr),
      volatility: { annualised: roundReturn(volatility.annualised), observations: volatility.observations },
      max_drawdown: { drawdown: roundReturn(drawdown.drawdown) ?? 0, peak_date: drawdown.peakDate, trough_date: drawdown.troughDate, recovery_date: drawdown.recoveryDate },
      monthly_returns: monthly.map((m) => ({ month: m.month, return: roundReturn(m.return) })),
      monthly_table: monthlyReturnTable(monthly).map((y) => ({ year: y.year, months: y.months.map(roundReturn), total: roundReturn(y.total) })),
      benchmark,
      excess_return: twr === null || benchmark.total_return === null ? null : roundReturn(twr - benchmark.total_return),
      source: market.source,
    };
    return c.json(res);
  });

  app.get('/api/portfolio/:id/risk', async (c) => {
    const { state } = await readOwn(c, c.req.param('id'), 'risk_metrics');
    const now = clock.now();
    // Until amounts are converted between currencies (issue 31), the rules weigh the holdings in the portfolio's currency only (product §13.7).
    const currency = state.currency.toUpperCase();
    const quotes: HoldingQuote[] = [...(await market.quotes(state.symbols, now)).quotes.values()].filter((q) => (q.currency ?? currency).toUpperCase() === currency);
    const holdings = withQuotes(state.positions, quotes, { currency });
    const res: PortfolioRisk = { portfolio_id: state.portfolioId, rules: riskRules(holdings), as_of: portfolioSummary(holdings, currency).asOf, source: market.source };
    return c.json(res);
  });
}
