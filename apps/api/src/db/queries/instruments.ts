// The SQL of instruments (product §16.4): the ones the server stores (found by a provider or priced by hand) and
// which of them members hold. Each function is one statement on whatever it is given (the pool or a transaction).
import type { InstrumentKind } from '@pt/api';
import type { Queryable } from '../Db';

export interface InstrumentRow {
  symbol: string; name: string; kind: InstrumentKind; exchange: string | null; currency: string; listed_currency: string | null;
  isin: string | null; sector: string | null; provider: string; provider_symbols: Record<string, string> | string;
}

export async function findInstrument(q: Queryable, symbol: string): Promise<InstrumentRow | null> {
  return (await q.query<InstrumentRow>('SELECT * FROM instruments WHERE symbol = $1', [symbol]))[0] ?? null;
}

/** Whether the member added this instrument (a hand-priced one is theirs alone, product §13.3). */
export async function isInstrumentCreatedBy(q: Queryable, symbol: string, userId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM instruments WHERE symbol = $1 AND created_by = $2', [symbol, userId])).length > 0;
}

/** An instrument a network provider found, added for everyone; nothing when the symbol is taken already. */
export interface FoundInstrument {
  symbol: string; name: string; kind: InstrumentKind; exchange: string | null; currency: string; isin: string | null; sector: string | null;
  provider: string; providerSymbols: Record<string, string>; createdBy: string;
}

export async function insertFoundInstrument(q: Queryable, i: FoundInstrument): Promise<void> {
  await q.query(
    `INSERT INTO instruments (symbol, name, kind, exchange, currency, isin, sector, provider, provider_symbols, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (symbol) DO NOTHING`,
    [i.symbol, i.name, i.kind, i.exchange, i.currency, i.isin, i.sector, i.provider, JSON.stringify(i.providerSymbols), i.createdBy],
  );
}

export interface ManualInstrument { symbol: string; name: string; kind: InstrumentKind; exchange: string | null; currency: string; isin: string | null; createdBy: string }

/** Adds a hand-priced instrument; false when the symbol is taken already. */
export async function insertManualInstrument(q: Queryable, i: ManualInstrument): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO instruments (symbol, name, kind, exchange, currency, isin, provider, created_by) VALUES ($1, $2, $3, $4, $5, $6, 'manual', $7)
         ON CONFLICT (symbol) DO NOTHING RETURNING symbol`,
    [i.symbol, i.name, i.kind, i.exchange, i.currency, i.isin, i.createdBy],
  );
  return rows.length > 0;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Stored instruments whose symbol or name contains `needle` (upper case) or whose ISIN is it, the exact symbol
 * first, then those it starts; a hand-priced one only for its creator (`userId`).
 */
export const searchInstruments = (q: Queryable, needle: string, limit: number, userId: string | null): Promise<InstrumentRow[]> =>
  q.query<InstrumentRow>(
    `SELECT * FROM instruments WHERE (symbol LIKE $1 OR upper(name) LIKE $1 OR isin = $2) AND (provider <> 'manual' OR created_by = $5)
         ORDER BY (symbol = $2) DESC, (symbol LIKE $3) DESC, symbol LIMIT $4`,
    [`%${escapeLike(needle)}%`, needle, `${escapeLike(needle)}%`, limit, userId],
  );

/** Every stored network-provider instrument some member has a transaction of, A-Z. */
export async function listHeldProviderInstruments(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ symbol: string }>(
    `SELECT DISTINCT i.symbol FROM instruments i JOIN transactions t ON upper(t.symbol) = i.symbol WHERE i.provider <> 'manual' ORDER BY i.symbol`,
  );
  return rows.map((r) => r.symbol);
}

/** The currencies of the stored instruments some member has a transaction of. */
export async function listHeldInstrumentCurrencies(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ currency: string }>(
    `SELECT DISTINCT i.currency FROM instruments i JOIN transactions t ON upper(t.symbol) = i.symbol`,
  );
  return rows.map((r) => r.currency);
}
