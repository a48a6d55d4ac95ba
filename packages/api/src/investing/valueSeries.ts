import { EMPTY_POSITION, applyTrade, type Position } from './position';
import { dayNumber, fromDayNumber, isIsoDate } from './isoDate';
import { inExecutionOrder, normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import type { DailyClose } from './types';

/**
 * The portfolio on one calendar day, valued at the day's closes. Flows are external: the
 * portfolio has no cash account, so a buy is money put in, and a sell and a dividend are money
 * taken out (a dividend is cash the portfolio returned to its owner on its date, so it counts in
 * the returns as a sale's proceeds do, and the value does not include it).
 */
export interface ValuePoint {
  date: string;
  /** Sum of quantity x close after the day's transactions (never negative). */
  value: number;
  /** Money put in that day: the buys' quantity x price. */
  inflow: number;
  /** Money taken out that day: the sells' quantity x price and the dividends' shares x cash per share. */
  outflow: number;
  /** The day's net external flow, inflow - outflow. */
  flow: number;
}

interface SymbolState { position: Position; days: number[]; closes: number[]; next: number; mark: number | undefined }

/**
 * One point per calendar day from `from` to `to` (inclusive 'YYYY-MM-DD', UTC days).
 * A symbol is valued at its last close on or before the day, so weekends and holidays carry
 * Friday's close; before its first close, at the price of its latest buy or sell. Transactions
 * before `from` make the opening holdings (their flows are not in the series); a transaction
 * counts on the UTC day of its `executed_at`. `closesBySymbol` lists each symbol's closes
 * oldest first (as the history call returns them). For returns, start the series on the day
 * before the period: its first point is the starting value (the range helpers do this).
 */
export function valueSeries(
  transactions: readonly PortfolioTransaction[],
  closesBySymbol: Readonly<Record<string, readonly DailyClose[]>>,
  from: string,
  to: string,
): ValuePoint[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError('valueSeries: from and to must be dates written YYYY-MM-DD');
  const closesByKey = new Map(Object.entries(closesBySymbol).map(([s, c]) => [normalizeSymbol(s), c]));
  // Symbols share their dates: each date string is read once.
  const dayOf = new Map<string, number | null>();
  const readDay = (date: string): number | null => {
    let day = dayOf.get(date);
    if (day === undefined) dayOf.set(date, (day = isIsoDate(date) ? dayNumber(date) : null));
    return day;
  };
  const states = new Map<string, SymbolState>();
  const stateOf = (symbol: string): SymbolState => {
    let s = states.get(symbol);
    if (!s) {
      s = { position: EMPTY_POSITION, days: [], closes: [], next: 0, mark: undefined };
      for (const c of closesByKey.get(symbol) ?? []) {
        const day = readDay(c.date);
        if (day === null || !(Number.isFinite(c.close) && c.close >= 0)) continue;
        s.days.push(day);
        s.closes.push(c.close);
      }
      states.set(symbol, s);
    }
    return s;
  };
  const txs = inExecutionOrder(transactions);
  const first = dayNumber(from);
  const last = dayNumber(to);
  const points: ValuePoint[] = [];
  let t = 0;
  for (let day = first; day <= last; day++) {
    let inflow = 0;
    let outflow = 0;
    for (; t < txs.length && txs[t]!.day <= day; t++) {
      const { tx, symbol, day: txDay } = txs[t]!;
      const s = stateOf(symbol);
      const { position, traded } = applyTrade(s.position, tx.type, tx.quantity, tx.price, tx.split_ratio);
      s.position = position;
      if (traded === 0) continue;
      // A dividend's price is cash per share, not a share price, and a split has none: neither marks the holding.
      if (tx.type !== 'dividend' && tx.type !== 'split' && s.next === 0 && (s.days[0] === undefined || s.days[0] > txDay)) s.mark = tx.price;
      if (txDay < first || tx.type === 'split') continue;
      if (tx.type === 'buy' || tx.type === 'transfer_in') inflow += traded * tx.price;
      else outflow += traded * tx.price;
    }
    let value = 0;
    for (const s of states.values()) {
      while (s.next < s.days.length && s.days[s.next]! <= day) s.mark = s.closes[s.next++];
      if (s.position.quantity > 0 && s.mark !== undefined) value += s.position.quantity * s.mark;
    }
    points.push({ date: fromDayNumber(day), value, inflow, outflow, flow: inflow - outflow });
  }
  return points;
}
