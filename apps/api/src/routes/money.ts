import type { Hono } from 'hono';
import {
  PERFORMANCE_RANGE_LABELS, PERFORMANCE_RANGES, compareReturns, portfolioMoney, rangeLedger,
  type MoneyQuote, type PortfolioMoneyView, type PortfolioReturns,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { invalidField } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import type { ClosesCache } from '../investing/closesCache';
import { moneyBasis, type FxSource } from '../investing/fxRates';
import { ownPortfolio, portfolioTransactions } from '../investing/portfolioRows';
import { closesOf, rangeDays, readPerformanceRange } from '../investing/portfolioPerformance';

const RANGE_NAMES = PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r]).join(', ');
/** Entries a line of the return explained sends: a screen lists them, and ten years of a busy portfolio would be megabytes. */
export const MAX_BREAKDOWN_ENTRIES = 500;

/**
 * The money model's calls (product §10.17-§10.19), open to every plan, owner only:
 * `GET /api/portfolio/{id}/money` the holdings in both currencies, the cash and the summary at the
 * delayed quotes; `GET /api/portfolio/{id}/returns?range=` the return of a range explained, with the
 * time-weighted and money-weighted returns and why they differ.
 */
export function registerMoneyRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, market: MarketData, closes: ClosesCache, fx: FxSource): void {
  const { db, clock } = deps;

  app.get('/api/portfolio/:id/money', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const transactions = await portfolioTransactions(db, portfolio.id);
    const now = clock.now();
    const today = market.latestDate(now);
    const quotes: MoneyQuote[] = [];
    for (const symbol of new Set(transactions.map((t) => t.symbol).filter(Boolean))) {
      const q = market.quote(symbol, now);
      if (q) quotes.push(q);
    }
    const basis = await moneyBasis(fx, portfolio.currency, transactions, today);
    const money = portfolioMoney(transactions, { ...basis, quotes, today });
    const res: PortfolioMoneyView = { portfolio_id: portfolio.id, base_currency: portfolio.currency, ...money, source: market.source };
    return c.json(res);
  });

  app.get('/api/portfolio/:id/returns', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const range = readPerformanceRange(c.req.query('range') ?? '1Y');
    if (!range) throw invalidField('range', `range must be one of ${RANGE_NAMES}`);
    const transactions = await portfolioTransactions(db, portfolio.id);
    const now = clock.now();
    const { from, to, closesFrom } = rangeDays(transactions, range, market, now);
    const basis = await moneyBasis(fx, portfolio.currency, transactions, to);
    const { breakdown, series } = rangeLedger(transactions, { ...basis, closes: closesOf(transactions, closesFrom, to, closes), from, to });
    const res: PortfolioReturns = {
      portfolio_id: portfolio.id,
      range,
      breakdown: { ...breakdown, lines: breakdown.lines.map((l) => ({ ...l, entries: l.entries.slice(0, MAX_BREAKDOWN_ENTRIES) })) },
      comparison: compareReturns(series, portfolio.currency),
      source: market.source,
    };
    return c.json(res);
  });
}
