import { workspaceMessages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/** A symbol as the transaction rules accept it; anything else is not asked for. */
const SYMBOL = /^[A-Z][A-Z0-9.-]{0,9}$/;

/** One symbol's delayed quote (`GET /api/stock/{symbol}`), e.g. to prefill a form's price; idle without a symbol. */
export function useQuote(symbol: string | null | undefined) {
  const userId = useUserId();
  const s = (symbol ?? '').trim().toUpperCase();
  const q = useApiQuery('useQuote', userId && SYMBOL.test(s) ? keys.quote(userId, s) : null, (c) => c.stock.get(s), workspaceMessages.loadQuoteFailed);
  return { ...q, quote: q.data ?? null };
}
