// A member's portfolio with many transactions, made the way a member makes one: a portfolio, then
// the trades through the CSV import's call (POST /api/transaction/import, up to 5,000 rows a call).
// Read by the performance gate (scripts/lighthouse.ts) and the overview benchmark
// (scripts/benchOverview.ts), so they need no seed of their own.
import { SAMPLE_INSTRUMENTS } from '../../api/src/investing/sampleInstruments';
import { marketData } from '../../api/src/investing/stocks';

export interface TradeRow { symbol: string; type: 'buy' | 'sell'; quantity: number; price: number; executed_at: string }

/** The symbols the trades spread over: a portfolio a busy member could hold. */
const SYMBOL_COUNT = 40;

/**
 * `count` trades over the five years up to `now`, oldest first, each at that day's close of the
 * sample market data: buys of 1-10 shares across 40 symbols, and every seventh trade a sale of
 * part of a holding (never more than is held).
 */
export function largePortfolioTrades(count: number, now: Date = new Date()): TradeRow[] {
  const symbols = SAMPLE_INSTRUMENTS.slice(0, SYMBOL_COUNT).map((i) => i.symbol);
  const to = marketData.latestDate(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
  const closes = new Map(symbols.map((s) => [s, new Map((marketData.history(s, from, to) ?? []).map((d) => [d.date, d.close]))]));
  // Trading days before the last one (whose close is not final yet).
  const days = [...closes.get(symbols[0]!)!.keys()].slice(0, -1);
  const held = new Map<string, number>();
  const trades: TradeRow[] = [];
  for (let i = 0; i < count; i++) {
    const day = days[Math.floor((i * days.length) / count)]!;
    const symbol = symbols[(i * 7) % symbols.length]!;
    const price = closes.get(symbol)!.get(day);
    if (price === undefined) throw new Error(`no close for ${symbol} on ${day}`);
    const have = held.get(symbol) ?? 0;
    const sell = i % 7 === 6 && have >= 2;
    const quantity = sell ? Math.floor(have / 2) : 1 + (i % 10);
    held.set(symbol, have + (sell ? -quantity : quantity));
    trades.push({ symbol, type: sell ? 'sell' : 'buy', quantity, price, executed_at: `${day}T15:30:00.000Z` });
  }
  return trades;
}

async function call<T>(apiUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** Creates a portfolio named `name` for the member whose session `token` is, with `count` trades; its id. */
export async function createPortfolioWithTrades(apiUrl: string, token: string, name: string, count: number): Promise<string> {
  const { id } = await call<{ id: string }>(apiUrl, token, '/api/portfolio', { name, description: `${count} trades over five years, for the performance gate.` });
  const trades = largePortfolioTrades(count);
  for (let i = 0; i < trades.length; i += 5000) {
    await call(apiUrl, token, '/api/transaction/import', { portfolio_id: id, transactions: trades.slice(i, i + 5000) });
  }
  return id;
}
