import { useEffect, useState } from 'react';
import { workspaceMessages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/** Typing pauses this long before a search is sent. */
export const STOCK_SEARCH_DEBOUNCE_MS = 250;

/**
 * The stock search of a combobox (`GET /api/stock/search?q=`): `setQuery` on every key press;
 * the search goes out once typing pauses for `debounceMs` (250), and the results are always
 * those of the latest query sent: an answer for an older query never replaces them, whatever
 * order the answers come in (each query has its own cache entry, so going back to one is instant).
 * `settling` while typing has not paused yet.
 */
export function useStockSearch(options: { debounceMs?: number } = {}) {
  const { debounceMs = STOCK_SEARCH_DEBOUNCE_MS } = options;
  const userId = useUserId();
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(query.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs]);
  const q = useApiQuery('useStockSearch', userId && sent ? keys.stockSearch(userId, sent.toLowerCase()) : null, (c) => c.stock.search(sent), workspaceMessages.searchFailed);
  return {
    ...q,
    query,
    setQuery,
    /** The query whose results are shown. */
    searchedFor: sent,
    settling: query.trim() !== sent,
    results: q.data ?? [],
  };
}
