import type { Hono } from 'hono';
import { INSTRUMENT_KINDS, isCurrencyCode, isIsoDate, toMajorUnit, type InstrumentKind } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, conflict, forbidden, invalidField, notFound } from '../lib/http';
import { field, invalid, parse, readBody, reqString, type FieldReader, type Schema } from '../lib/validate';
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

/** A price above 0 and at most MAX_PRICE (numeric strings accepted). */
const priceField: FieldReader<number> = (v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return invalid('A price must be a number above 0');
  if (n > MAX_PRICE) return invalid('That price is too large');
  return n;
};

/** POST /api/instruments/manual's body, read in this order (product §13.3, §16.3); `today` is the latest date it takes. */
const manualInstrumentSchema = (today: string): Schema<{
  symbol: string; name: string; kind: InstrumentKind; currency: string; isin: string | null; exchange: string | null; price: number; date: string;
}> => ({
  symbol: (v) => {
    const symbol = field.text({ label: 'symbol', max: 32 })(v).toUpperCase();
    return SYMBOL_RE.test(symbol) ? symbol : invalid('A symbol is letters, digits and . - = ^ (up to 32)');
  },
  name: field.text({ label: 'name', max: 200 }),
  kind: (v) => {
    const kind = v ?? 'other';
    if (typeof kind !== 'string' || !(INSTRUMENT_KINDS as readonly string[]).includes(kind)) return invalid(`kind must be one of: ${INSTRUMENT_KINDS.join(', ')}`);
    return kind as InstrumentKind;
  },
  currency: (v) => {
    const raw = field.text({ label: 'currency', max: 3 })(v).toUpperCase();
    if (!isCurrencyCode(raw)) return invalid('currency is a three-letter code such as USD or EUR');
    return toMajorUnit(1, raw).currency;
  },
  isin: (v) => {
    const isin = field.optionalText('isin', 12)(v)?.toUpperCase() ?? null;
    if (isin !== null && !/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) return invalid('An ISIN is 12 characters: 2 letters, 9 letters or digits, a check digit');
    return isin;
  },
  exchange: (v) => field.optionalText('exchange', 12)(v)?.toUpperCase() ?? null,
  price: priceField,
  date: (v) => {
    const date = field.optionalText('date', 10)(v) ?? today;
    if (!isIsoDate(date)) return invalid('date must be written YYYY-MM-DD');
    if (date > today) return invalid('date cannot be in the future');
    return date;
  },
});

/** PUT .../prices' body: 1 to 1000 `{ date, close }`, each date past or today, a close null to delete that day. */
const pricesSchema = (today: string): Schema<{ prices: { date: string; close: number | null }[] }> => ({
  prices: (v) => {
    if (!Array.isArray(v) || !v.length || v.length > 1000) return invalid('prices is a list of 1 to 1000 { date, close } (close null deletes that day)');
    return v.map((p: unknown, index) => {
      if (p === null || typeof p !== 'object') return invalid(`Row ${index + 1}: { date, close } expected`);
      const r = p as Record<string, unknown>;
      if (typeof r.date !== 'string' || !isIsoDate(r.date) || r.date > today) return invalid(`Row ${index + 1}: date must be a past or today's date written YYYY-MM-DD`);
      return { date: r.date, close: r.close === null ? null : priceField(r.close) };
    });
  },
});

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
    const input = parse(manualInstrumentSchema(clock.now().toISOString().slice(0, 10)), await readBody(c.req));
    try {
      const added = await market.addManual(input, user.id);
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
    const today = clock.now().toISOString().slice(0, 10);
    const { prices } = parse(pricesSchema(today), await readBody(c.req));
    await market.setManualPrices(symbol, prices);
    const history = await market.history(symbol, '1900-01-01', today);
    return c.json({ symbol, closes: history ?? [] });
  });
}
