import { closeLookupRange, closeOnOrBefore, isIsoDate, workspaceMessages, type CloseOnDate } from '@pt/api';
import { isTickerSymbol } from '@pt/api/rules';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/**
 * A symbol's close on a past day, or the last close before it (`exact: false`), from the daily
 * history (`GET /api/stock/{symbol}/history`, the day and the ten before it): the transaction
 * form's price for a past date (product §10.18). Idle without a symbol or a valid date; `close`
 * null when the history has none on or before the day (before the market data starts).
 */
export function useCloseOnDate(symbol: string | null | undefined, date: string | null | undefined) {
  const userId = useUserId();
  const s = (symbol ?? '').trim().toUpperCase();
  const day = date && isIsoDate(date) ? date : null;
  const q = useApiQuery<CloseOnDate | null>(
    'useCloseOnDate',
    userId && day && isTickerSymbol(s) ? keys.closeOn(userId, s, day) : null,
    async (c) => closeOnOrBefore((await c.stock.history(s, closeLookupRange(day!))).closes, day!),
    workspaceMessages.loadQuoteFailed,
  );
  return { ...q, close: q.data ?? null, symbol: s, date: day };
}
