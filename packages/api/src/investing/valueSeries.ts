import { EMPTY_POSITION, applyTradeTo, type Position } from './position';
import { dayNumber, fromDayNumber, isIsoDate, isoDayNumber } from './isoDate';
import { normalizeSymbol, timedOf, type ExecutionOrder, type PortfolioTransaction, type TimedTransaction } from './portfolioTransaction';
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

interface SymbolState {
  position: Position;
  closes: readonly DailyClose[];
  /** The day of the symbol's first usable close; Infinity without one. */
  firstClose: number;
  /** The next usable close to read (closes before `from` are never read one by one) and its day (Infinity: none left). */
  next: number;
  nextDay: number;
  /** The last usable close before `from`: the mark the range opens with, whatever was traded before; NaN: none. */
  opening: number;
  /** The price the symbol is valued at; NaN: none yet (a number always, so a new price is no new allocation). */
  mark: number;
}

/** Moves s.next to the first usable close at or after index i. */
function seek(s: SymbolState, i: number): void {
  for (; i < s.closes.length; i++) {
    const day = closeDay(s.closes[i]!);
    if (day !== null) {
      s.next = i;
      s.nextDay = day;
      return;
    }
  }
  s.next = i;
  s.nextDay = Infinity;
}

/** A close the series uses: a real date and a price >= 0; its day, or null. */
const closeDay = (c: DailyClose): number | null => (Number.isFinite(c.close) && c.close >= 0 ? isoDayNumber(c.date) : null);

/** The first index of a list of closes (oldest first) whose date is on or after `date` ('YYYY-MM-DD' strings order as dates). */
function firstOnOrAfter(closes: readonly DailyClose[], date: string): number {
  let lo = 0;
  let hi = closes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (closes[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One point per calendar day from `from` to `to` (inclusive 'YYYY-MM-DD', UTC days).
 * A symbol is valued at its last close on or before the day, so weekends and holidays carry
 * Friday's close; before its first close, at the price of its latest buy or sell. Transactions
 * before `from` make the opening holdings (their flows are not in the series); a transaction
 * counts on the UTC day of its `executed_at`. `closesBySymbol` lists each symbol's closes
 * oldest first (as the history call returns them). For returns, start the series on the day
 * before the period: its first point is the starting value (the range helpers do this).
 *
 * Cost: the range, not the history. The transactions before `from` are applied once, in one
 * pass, to the positions the range opens with; each symbol's closes are entered by a binary
 * search at `from` and read from there (the last one before it is the opening mark). So a year
 * of a ten-year history reads a year of closes; only the pass over the transactions (sorting and
 * replaying them, a few milliseconds for 50,000) is the history's, and a history read once
 * (`executionOrder`) is sorted once for every range and for `computeHoldings`.
 */
export function valueSeries(
  transactions: readonly PortfolioTransaction[] | ExecutionOrder,
  closesBySymbol: Readonly<Record<string, readonly DailyClose[]>>,
  from: string,
  to: string,
): ValuePoint[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError('valueSeries: from and to must be dates written YYYY-MM-DD');
  const closesByKey = new Map<string, readonly DailyClose[]>();
  for (const [s, c] of Object.entries(closesBySymbol)) closesByKey.set(normalizeSymbol(s), c);
  const first = dayNumber(from);
  const last = dayNumber(to);
  // In the order symbols are first traded: the day's value adds them up in that order.
  const states = new Map<string, SymbolState>();
  const list: SymbolState[] = [];
  const stateOf = (symbol: string): SymbolState => {
    let s = states.get(symbol);
    if (!s) {
      const closes = closesByKey.get(symbol) ?? [];
      let firstClose = Infinity;
      for (const c of closes) {
        const day = closeDay(c);
        if (day !== null) { firstClose = day; break; }
      }
      // Closes before `from` are passed over; the last usable one is the opening mark.
      const start = firstOnOrAfter(closes, from);
      let opening = Number.NaN;
      for (let i = start - 1; i >= 0 && Number.isNaN(opening); i--) if (closeDay(closes[i]!) !== null) opening = closes[i]!.close;
      s = { position: { ...EMPTY_POSITION }, closes, firstClose, next: start, nextDay: Infinity, opening, mark: opening };
      seek(s, start);
      states.set(symbol, s);
      list.push(s);
    }
    return s;
  };
  const txs = timedOf(transactions);
  const trade = (t: TimedTransaction): number => {
    const { tx, symbol, day } = t;
    const s = stateOf(symbol);
    const traded = applyTradeTo(s.position, tx.type, tx.quantity, tx.price);
    // Before the symbol's first close it is valued at its latest buy or sell; a dividend's price is cash per share, never a mark.
    if (traded > 0 && tx.type !== 'dividend' && s.firstClose > day) s.mark = tx.price;
    return traded;
  };
  let t = 0;
  // The positions the range opens with: one pass over what came before it.
  for (; t < txs.length && txs[t]!.day < first; t++) trade(txs[t]!);
  // A close before the range is a later mark than any trade before its first close.
  for (const s of list) if (!Number.isNaN(s.opening)) s.mark = s.opening;
  const points: ValuePoint[] = [];
  for (let day = first; day <= last; day++) {
    let inflow = 0;
    let outflow = 0;
    for (; t < txs.length && txs[t]!.day <= day; t++) {
      const timed = txs[t]!;
      const traded = trade(timed);
      if (traded === 0) continue;
      if (timed.tx.type === 'buy') inflow += traded * timed.tx.price;
      else outflow += traded * timed.tx.price;
    }
    let value = 0;
    for (const s of list) {
      while (s.nextDay <= day) {
        s.mark = s.closes[s.next]!.close;
        seek(s, s.next + 1);
      }
      if (s.position.quantity > 0 && !Number.isNaN(s.mark)) value += s.position.quantity * s.mark;
    }
    points.push({ date: fromDayNumber(day), value, inflow, outflow, flow: inflow - outflow });
  }
  return points;
}
