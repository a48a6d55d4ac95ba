import type { Hono } from 'hono';
import { addMonths, isIsoDate, type StockHistory } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import { badRequest, notFound } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import { marketData } from '../investing/stocks';

/** Public stock calls: search, history, quote. `/search` is registered before `/:symbol` so it is not read as a symbol. */
export function registerStockRoutes(app: Hono<AppEnv>, deps: AppDeps, market: MarketData = marketData): void {
  const { clock } = deps;
  const unknown = (symbol: string) => notFound(`Unknown symbol: ${symbol.slice(0, 20)}`);

  app.get('/api/stock/search', async (c) => {
    const q = c.req.query('q')?.trim() ?? '';
    if (!q) throw badRequest('q is required');
    if (q.length > 50) throw badRequest('q must be at most 50 characters');
    return c.json(market.search(q, 10));
  });

  app.get('/api/stock/:symbol/history', async (c) => {
    const inst = market.instrument(c.req.param('symbol'));
    if (!inst) throw unknown(c.req.param('symbol'));
    const latest = market.latestDate(clock.now());
    const to = c.req.query('to') ?? latest;
    if (!isIsoDate(to)) throw badRequest('to must be a date written YYYY-MM-DD');
    const fromQuery = c.req.query('from');
    const yearBefore = addMonths(to, -12);
    const from = fromQuery ?? (yearBefore < market.historyStart ? market.historyStart : yearBefore);
    if (!isIsoDate(from)) throw badRequest('from must be a date written YYYY-MM-DD');
    if (to > latest) throw badRequest(`to must be on or before ${latest}, the last day of the data`);
    for (const [name, date] of [['from', from], ['to', to]] as const) {
      if (date < market.historyStart) throw badRequest(`${name} must be on or after ${market.historyStart}, the first day of the data`);
    }
    if (from > to) throw badRequest('from must be on or before to');
    const res: StockHistory = { symbol: inst.symbol, currency: market.currency, source: market.source, closes: market.history(inst.symbol, from, to) ?? [] };
    return c.json(res);
  });

  app.get('/api/stock/:symbol', async (c) => {
    const res = market.quote(c.req.param('symbol'), clock.now());
    if (!res) throw unknown(c.req.param('symbol'));
    return c.json(res);
  });
}
