import { workspaceMessages } from '@pt/api';
import { isTickerSymbol } from '@pt/api/rules';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/** One symbol's delayed quote (`GET /api/stock/{symbol}`), e.g. to prefill a form's price; idle without a symbol. */
export function useQuote(symbol: string | null | undefined) {
  const userId = useUserId();
  const s = (symbol ?? '').trim().toUpperCase();
  const q = useApiQuery('useQuote', userId && isTickerSymbol(s) ? keys.quote(userId, s) : null, (c) => c.stock.get(s), workspaceMessages.loadQuoteFailed);
  return { ...q, quote: q.data ?? null };
}
