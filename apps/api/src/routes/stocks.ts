import type { Hono } from 'hono';
import { addMonths, isIsoDate, type StockDividends, type StockHistory, type StockQuotes } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../lib/http';
import { parse, type Validator } from '../lib/validate';
import type { MarketData } from '../investing/MarketData';

/** Quotes one batch call answers: a page's holdings, with room (Free holds 5). */
export const MAX_QUOTES = 100;

/** A call's query string (`c.req.query()`). */
type Query = Record<string, string | undefined>;

/**
 * A query parameter's refusal through `parse` (product §16.3): a 400 with the message and no field, as a
 * query parameter keeps its own answer.
 */
const refuse = (message: string) => ({ ok: false as const, fieldErrors: {}, message });

/** `?q=` of a search: 1 to 50 characters once trimmed. */
const searchQuery: Validator<string, Query> = (query) => {
  const q = query.q?.trim() ?? '';
  if (!q) return refuse('q is required');
  if (q.length > 50) return refuse('q must be at most 50 characters');
  return { ok: true, value: q };
};

/** `?symbols=` of a batch quote call: 1 to MAX_QUOTES distinct symbols, upper case. */
const quotesQuery: Validator<string[], Query> = (query) => {
  const symbols = [...new Set((query.symbols ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))];
  if (!symbols.length) return refuse('symbols is required (e.g. symbols=AAPL,MSFT)');
  if (symbols.length > MAX_QUOTES) return refuse(`At most ${MAX_QUOTES} symbols a call (this one has ${symbols.length})`);
  return { ok: true, value: symbols };
};

/**
 * Public stock calls: search, batch quotes, history, dividends, quote. `/search` and `/quotes` are registered before
 * `/:symbol` so they are not read as a symbol. Every quote carries its provider, exchange, as-of time and whether it
 * is stale (product §13.5); a known symbol without any price is listed in `unpriced` with the reason, never priced 0.
 */
export function registerStockRoutes(app: Hono<AppEnv>, deps: AppDeps, market: MarketData): void {
  const { clock } = deps;
  const unknown = (symbol: string) => notFound(`Unknown symbol: ${symbol.slice(0, 20)}`);

  app.get('/api/stock/search', async (c) => {
    const q = parse(searchQuery, c.req.query());
    // Instruments the server knows first, then what the network providers find (product §13.3): `known: false` ones are added when first used.
    return c.json(await market.search(q, 10, { withProviders: c.req.query('providers') !== '0' }));
  });

  // One call for a portfolio page's quotes instead of one per holding.
  app.get('/api/stock/quotes', async (c) => {
    const symbols = parse(quotesQuery, c.req.query());
    const batch = await market.quotes(symbols, clock.now());
    const res: StockQuotes = { quotes: [...batch.quotes.values()], unknown: batch.unknown, unpriced: batch.unpriced };
    return c.json(res);
  });

  /**
   * `?from=&to=` of a history or dividends call: both within the data, from <= to; default the year up to the latest
   * day. `clampFrom`: a `from` before the data's first day is read as that day (no dividend is older than the data).
   */
  const rangeQuery = (clampFrom: boolean): Validator<{ from: string; to: string }, Query> => (query) => {
    const latest = market.latestDate(clock.now());
    const to = query.to ?? latest;
    if (!isIsoDate(to)) return refuse('to must be a date written YYYY-MM-DD');
    const yearBefore = addMonths(to, -12);
    let from = query.from ?? (yearBefore < market.historyStart ? market.historyStart : yearBefore);
    if (!isIsoDate(from)) return refuse('from must be a date written YYYY-MM-DD');
    if (clampFrom && from < market.historyStart) from = market.historyStart;
    if (to > latest) return refuse(`to must be on or before ${latest}, the last day of the data`);
    for (const [name, date] of [['from', from], ['to', to]] as const) {
      if (date < market.historyStart) return refuse(`${name} must be on or after ${market.historyStart}, the first day of the data`);
    }
    if (from > to) return refuse('from must be on or before to');
    return { ok: true, value: { from, to } };
  };
  const readRange = (query: Query, clampFrom = false): { from: string; to: string } => parse(rangeQuery(clampFrom), query);

  app.get('/api/stock/:symbol/history', async (c) => {
    const inst = await market.instrument(c.req.param('symbol'));
    if (!inst) throw unknown(c.req.param('symbol'));
    const { from, to } = readRange({ from: c.req.query('from'), to: c.req.query('to') });
    const res: StockHistory = { symbol: inst.symbol, currency: inst.currency, source: market.source, closes: (await market.history(inst.symbol, from, to)) ?? [] };
    return c.json(res);
  });

  // Dividends per share by ex-date ([] for an instrument that pays none), over the history's ranges; a holding
  // bought before the data began asks from its first day.
  app.get('/api/stock/:symbol/dividends', async (c) => {
    const inst = await market.instrument(c.req.param('symbol'));
    if (!inst) throw unknown(c.req.param('symbol'));
    const { from, to } = readRange({ from: c.req.query('from'), to: c.req.query('to') }, true);
    const res: StockDividends = { symbol: inst.symbol, currency: inst.currency, source: market.source, dividends: (await market.dividends(inst.symbol, from, to)) ?? [] };
    return c.json(res);
  });

  app.get('/api/stock/:symbol', async (c) => {
    const batch = await market.quotes([c.req.param('symbol')], clock.now());
    const res = [...batch.quotes.values()][0];
    if (res) return c.json(res);
    const unpriced = batch.unpriced[0];
    // Known but without any price: 503 with the reason, never a price of 0.
    if (unpriced) return c.json({ error: unpriced.reason, code: 'unpriced', symbol: unpriced.symbol }, 503);
    throw unknown(c.req.param('symbol'));
  });
}
