import type { Hono } from 'hono';
import {
  PERFORMANCE_RANGE_LABELS, PERFORMANCE_RANGES, portfolioMoney,
  type MoneyQuote, type PortfolioMoneyView, type PortfolioReturns,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { invalidField } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import type { ClosesCache } from '../investing/closesCache';
import { moneyBasis, type FxSource } from '../investing/fxRates';
import { ownPortfolio, portfolioTransactions } from '../investing/portfolioRows';
import { readPerformanceRange } from '../investing/portfolioPerformance';
import { portfolioReturns } from '../investing/portfolioReturns';

const RANGE_NAMES = PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r]).join(', ');

/**
 * The money model's calls (product §10.21-§10.23), open to every plan, owner only:
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
    const symbols = [...new Set(transactions.map((t) => t.symbol).filter(Boolean))];
    const quotes: MoneyQuote[] = [...(await market.quotes(symbols, now)).quotes.values()];
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
    const res: PortfolioReturns = await portfolioReturns(portfolio, await portfolioTransactions(db, portfolio.id), range, market, closes, fx, clock.now());
    return c.json(res);
  });
}
