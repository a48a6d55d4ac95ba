import type { StockQuote, StockSearchResult } from '@pt/api';
import { sha256 } from '../lib/crypto';

/** A small bundled list of well-known symbols with reference prices (no outside network). */
export const SYMBOLS: readonly { symbol: string; name: string; base: number }[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', base: 228.5 },
  { symbol: 'MSFT', name: 'Microsoft Corporation', base: 431.2 },
  { symbol: 'GOOGL', name: 'Alphabet Inc. Class A', base: 176.8 },
  { symbol: 'AMZN', name: 'Amazon.com Inc.', base: 198.4 },
  { symbol: 'META', name: 'Meta Platforms Inc.', base: 571.3 },
  { symbol: 'NVDA', name: 'NVIDIA Corporation', base: 138.9 },
  { symbol: 'TSLA', name: 'Tesla Inc.', base: 251.6 },
  { symbol: 'BRK.B', name: 'Berkshire Hathaway Inc. Class B', base: 462.1 },
  { symbol: 'JPM', name: 'JPMorgan Chase & Co.', base: 224.7 },
  { symbol: 'V', name: 'Visa Inc.', base: 289.3 },
  { symbol: 'MA', name: 'Mastercard Incorporated', base: 512.4 },
  { symbol: 'JNJ', name: 'Johnson & Johnson', base: 158.2 },
  { symbol: 'WMT', name: 'Walmart Inc.', base: 83.6 },
  { symbol: 'PG', name: 'Procter & Gamble Company', base: 171.9 },
  { symbol: 'KO', name: 'Coca-Cola Company', base: 69.4 },
  { symbol: 'DIS', name: 'Walt Disney Company', base: 96.7 },
  { symbol: 'NFLX', name: 'Netflix Inc.', base: 742.1 },
  { symbol: 'AMD', name: 'Advanced Micro Devices Inc.', base: 142.3 },
  { symbol: 'INTC', name: 'Intel Corporation', base: 22.8 },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', base: 583.2 },
  { symbol: 'QQQ', name: 'Invesco QQQ Trust', base: 502.6 },
];

export const DELAY_MINUTES = 15;

export function findSymbol(symbol: string) {
  const s = symbol.trim().toUpperCase();
  return SYMBOLS.find((x) => x.symbol === s);
}

/** Deterministic quote: a daily move of up to +/-3 % derived from the symbol and the UTC day, as of 15 minutes ago. */
export function quote(symbol: string, now: Date): StockQuote | null {
  const s = findSymbol(symbol);
  if (!s) return null;
  const asOf = new Date(now.getTime() - DELAY_MINUTES * 60_000);
  const day = asOf.toISOString().slice(0, 10);
  const h = (k: string) => parseInt(sha256(`${s.symbol}|${k}`).slice(0, 8), 16) / 0xffffffff;
  const prevClose = Math.round(s.base * (0.9 + 0.2 * h(`close|${day}`)) * 100) / 100;
  const price = Math.round(prevClose * (0.97 + 0.06 * h(`move|${day}`)) * 100) / 100;
  const change = Math.round((price - prevClose) * 100) / 100;
  return {
    symbol: s.symbol, name: s.name, price, change, change_percent: Math.round((change / prevClose) * 10_000) / 100,
    currency: 'USD', delayed_minutes: DELAY_MINUTES, as_of: asOf.toISOString(),
  };
}

export function search(q: string, limit = 10): StockSearchResult[] {
  const needle = q.trim().toLowerCase();
  const scored = SYMBOLS.map((s) => {
    const sym = s.symbol.toLowerCase();
    const name = s.name.toLowerCase();
    const score = sym === needle ? 0 : sym.startsWith(needle) ? 1 : name.startsWith(needle) ? 2 : sym.includes(needle) || name.includes(needle) ? 3 : -1;
    return { s, score };
  }).filter((x) => x.score >= 0);
  scored.sort((a, b) => a.score - b.score || a.s.symbol.localeCompare(b.s.symbol));
  return scored.slice(0, limit).map(({ s }) => ({ symbol: s.symbol, name: s.name }));
}
