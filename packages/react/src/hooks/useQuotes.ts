import { useMemo } from 'react';
import { workspaceMessages, type StockQuote, type StockQuotes, type UnpricedSymbol } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/** Symbols one batch call takes (the server's limit). */
const BATCH = 100;

/**
 * Delayed quotes of a set of symbols in one call (`GET /api/stock/quotes`; more than 100 in
 * several at once), whatever their order or case: the cache key is the sorted list. `bySymbol`
 * finds a quote (each with its provider, as-of time and staleness, product §13.5); `unknown` lists
 * symbols the server does not know, `unpriced` those it knows without any price yet, with why.
 */
export function useQuotes(symbols: readonly string[]) {
  const userId = useUserId();
  const joined = useMemo(() => [...new Set(symbols.map((s) => s.trim().toUpperCase()).filter(Boolean))].sort().join(','), [symbols]);
  const q = useApiQuery('useQuotes', userId && joined ? keys.quotes(userId, joined) : null, async (c): Promise<StockQuotes> => {
    const list = joined.split(',');
    const batches = await Promise.all(Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => c.stock.quotes(list.slice(i * BATCH, (i + 1) * BATCH))));
    return { quotes: batches.flatMap((b) => b.quotes), unknown: batches.flatMap((b) => b.unknown), unpriced: batches.flatMap((b) => b.unpriced ?? []) };
  }, workspaceMessages.loadQuotesFailed);
  const quotes = useMemo(() => q.data?.quotes ?? [], [q.data]);
  const bySymbol = useMemo(() => new Map<string, StockQuote>(quotes.map((x) => [x.symbol, x])), [quotes]);
  const unpriced = useMemo((): UnpricedSymbol[] => q.data?.unpriced ?? [], [q.data]);
  return { ...q, quotes, bySymbol, unknown: q.data?.unknown ?? [], unpriced };
}
