import { dayNumber, isIsoDate } from './isoDate';
import { QUANTITY_EPSILON, sharesAfter } from './position';
import { inExecutionOrder, normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import type { StockDividends, TransactionInput } from './types';

/** A dividend the market data lists that the portfolio has not recorded: a transaction ready to send. */
export type DividendToRecord = Omit<TransactionInput, 'portfolio_id'> & { symbol: string; type: 'dividend'; quantity: number; price: number; executed_at: string };

/**
 * The dividends the holdings were entitled to and that are not recorded yet: for each listed
 * dividend (ex-date, cash per share), the shares held before its ex-date (transactions on an
 * earlier UTC day, splits counted), when there were any and the portfolio has no dividend of that symbol on that
 * date. Dated on the ex-date, oldest first, so `transactions.import` records them all at once
 * (it skips any already there).
 */
export function dividendsToRecord(transactions: readonly PortfolioTransaction[], listed: readonly Pick<StockDividends, 'symbol' | 'dividends'>[]): DividendToRecord[] {
  const timed = inExecutionOrder(transactions);
  const recorded = new Set(timed.filter((t) => t.tx.type === 'dividend').map((t) => `${t.symbol} ${t.day}`));
  const out: DividendToRecord[] = [];
  for (const { symbol: raw, dividends } of listed) {
    const symbol = normalizeSymbol(raw);
    const own = timed.filter((t) => t.symbol === symbol);
    for (const d of dividends) {
      if (!isIsoDate(d.date) || !(Number.isFinite(d.amount) && d.amount > 0)) continue;
      const exDay = dayNumber(d.date);
      if (recorded.has(`${symbol} ${exDay}`)) continue;
      let held = 0;
      for (const t of own) if (t.day < exDay) held = Math.max(0, sharesAfter(held, t.tx));
      if (held > QUANTITY_EPSILON) out.push({ symbol, type: 'dividend', quantity: held, price: d.amount, executed_at: d.date });
    }
  }
  return out.sort((a, b) => (a.executed_at < b.executed_at ? -1 : a.executed_at > b.executed_at ? 1 : a.symbol < b.symbol ? -1 : 1));
}
