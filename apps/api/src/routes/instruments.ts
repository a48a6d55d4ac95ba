import type { Hono } from 'hono';
import { INSTRUMENT_KINDS, isCurrencyCode, isIsoDate, toMajorUnit, type InstrumentKind } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, conflict, forbidden, invalidField, notFound } from '../lib/http';
import { optString, readBody, reqString } from '../lib/validate';
import { SymbolTaken, type MarketService, type StoredInstrument } from '../marketData/marketService';
import { isInstrumentCreatedBy } from '../db/queries/instruments';

/** What `GET /api/instruments/{symbol}` and the add calls answer (product §13.3). */
export interface InstrumentView {
  symbol: string; name: string; kind: InstrumentKind; exchange: string | null; currency: string; isin: string | null;
  provider: string; manual: boolean;
}

const view = (i: StoredInstrument, market: MarketService): InstrumentView => ({
  symbol: i.symbol, name: i.name, kind: i.kind, exchange: i.exchange, currency: i.currency, isin: i.isin, provider: market.providerName(i.provider), manual: i.provider === 'manual',
});

const SYMBOL_RE = /^[A-Z0-9][A-Z0-9.\-=^]{0,31}$/;
const MAX_PRICE = 1e12;

function readPrice(v: unknown, field: string): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) throw invalidField(field, 'A price must be a number above 0');
  if (n > MAX_PRICE) throw invalidField(field, 'That price is too large');
  return n;
}

/**
 * Instruments (product §13.3): `POST /api/instruments {symbol}` adds one a provider knows (found by
 * `GET /api/stock/search`); `POST /api/instruments/manual` adds one no provider knows, priced by
 * hand; `PUT /api/instruments/{symbol}/prices` edits its history (its creator only).
 */
export function registerInstrumentRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, market: MarketService): void {
  const { db, clock } = deps;

  app.get('/api/instruments/:symbol', async (c) => {
    const user = await auth.requireUser(c);
    const i = await market.describe(c.req.param('symbol'));
    const mine = i?.provider === 'manual' ? await isInstrumentCreatedBy(db, i.symbol, user.id) : true;
    if (!i || !mine) throw notFound(`Unknown symbol: ${c.req.param('symbol').slice(0, 20)}`);
    return c.json(view(i, market));
  });

  app.post('/api/instruments', async (c) => {
    const user = await auth.requireUser(c);
    const symbol = reqString(await readBody(c.req), 'symbol', { max: 32 }).toUpperCase();
    const known = await market.describe(symbol);
    if (known && known.provider !== 'manual') return c.json(view(known, market), 200);
    const added = await market.resolve(symbol, user.id);
    if (!added) throw invalidField('symbol', `No market-data provider knows ${symbol}: check the symbol, or add it with a price of your own`);
    return c.json(view(added, market), 201);
  });

  app.post('/api/instruments/manual', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const symbol = reqString(body, 'symbol', { max: 32 }).toUpperCase();
    if (!SYMBOL_RE.test(symbol)) throw invalidField('symbol', 'A symbol is letters, digits and . - = ^ (up to 32)');
    const name = reqString(body, 'name', { max: 200 });
    const kind = body.kind ?? 'other';
    if (typeof kind !== 'string' || !(INSTRUMENT_KINDS as readonly string[]).includes(kind)) throw invalidField('kind', `kind must be one of: ${INSTRUMENT_KINDS.join(', ')}`);
    const rawCurrency = reqString(body, 'currency', { max: 3 });
    if (!isCurrencyCode(rawCurrency.toUpperCase())) throw invalidField('currency', 'currency is a three-letter code such as USD or EUR');
    const currency = toMajorUnit(1, rawCurrency.toUpperCase()).currency;
    const isin = optString(body, 'isin', 12)?.toUpperCase() ?? null;
    if (isin !== null && !/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) throw invalidField('isin', 'An ISIN is 12 characters: 2 letters, 9 letters or digits, a check digit');
    const exchange = optString(body, 'exchange', 12)?.toUpperCase() ?? null;
    const price = readPrice(body.price, 'price');
    const date = optString(body, 'date', 10) ?? clock.now().toISOString().slice(0, 10);
    if (!isIsoDate(date)) throw invalidField('date', 'date must be written YYYY-MM-DD');
    if (date > clock.now().toISOString().slice(0, 10)) throw invalidField('date', 'date cannot be in the future');
    try {
      const added = await market.addManual({ symbol, name, kind: kind as InstrumentKind, currency, exchange, isin, price, date }, user.id);
      return c.json(view(added, market), 201);
    } catch (err) {
      if (err instanceof SymbolTaken) throw conflict(err.message);
      throw err;
    }
  });

  app.put('/api/instruments/:symbol/prices', async (c) => {
    const user = await auth.requireUser(c);
    const symbol = c.req.param('symbol').toUpperCase();
    const i = await market.describe(symbol);
    if (!i) throw notFound(`Unknown symbol: ${symbol.slice(0, 20)}`);
    if (i.provider !== 'manual') throw badRequest(`${symbol} is priced by ${market.providerName(i.provider)}; only an instrument priced by hand takes prices`);
    if (!(await isInstrumentCreatedBy(db, symbol, user.id))) throw forbidden('Only the member who added this instrument edits its prices');
    const body = await readBody(c.req);
    if (!Array.isArray(body.prices) || !body.prices.length || body.prices.length > 1000) throw invalidField('prices', 'prices is a list of 1 to 1000 { date, close } (close null deletes that day)');
    const today = clock.now().toISOString().slice(0, 10);
    const prices = body.prices.map((p: unknown, index) => {
      if (p === null || typeof p !== 'object') throw invalidField('prices', `Row ${index + 1}: { date, close } expected`);
      const r = p as Record<string, unknown>;
      if (typeof r.date !== 'string' || !isIsoDate(r.date) || r.date > today) throw invalidField('prices', `Row ${index + 1}: date must be a past or today's date written YYYY-MM-DD`);
      return { date: r.date, close: r.close === null ? null : readPrice(r.close, 'prices') };
    });
    await market.setManualPrices(symbol, prices);
    const history = await market.history(symbol, '1900-01-01', today);
    return c.json({ symbol, closes: history ?? [] });
  });
}
