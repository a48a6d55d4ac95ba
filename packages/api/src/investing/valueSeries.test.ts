import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { valueSeries, type ValuePoint } from './valueSeries';
import { EMPTY_POSITION, applyTrade, type Position } from './position';
import { dayNumber, fromDayNumber, isIsoDate } from './isoDate';
import { executionOrder, inExecutionOrder as inOrder, normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import type { DailyClose } from './types';
import { closesArb, DAYS, dateAfter, dividendArb, near, START, transactionArb, transactionsArb } from '../../test/portfolioArbitraries';
import { tx } from '../../test/tx';

const closes = {
  AAPL: [
    { date: '2026-01-01', close: 99 },
    { date: '2026-01-02', close: 100 }, // Friday
    { date: '2026-01-05', close: 110 }, // Monday
    { date: '2026-01-06', close: 90 },
  ],
};
const END = dateAfter(DAYS - 1);

/** Buys, sells and dividends, some with a time that does not parse or a quantity of 0, and some dated before START. */
const historyArb = fc.array(fc.oneof(
  { arbitrary: transactionArb, weight: 6 },
  { arbitrary: dividendArb, weight: 2 },
  { arbitrary: transactionArb.map((t) => ({ ...t, executed_at: `${dateAfter(-3)}T12:00:00Z` })), weight: 1 },
  { arbitrary: transactionArb.map((t) => ({ ...t, quantity: 0 })), weight: 1 },
  { arbitrary: transactionArb.map((t) => ({ ...t, executed_at: 'not a date' })), weight: 1 },
), { maxLength: 40 });

/** Closes (oldest first, as the history call lists them) with prices that are not usable and a date that is not real, all skipped, and a symbol without any. */
const closesWithGapsArb = closesArb.chain((c) => fc.array(fc.nat(), { maxLength: 4 }).map((broken) => {
  const list = [...(c.AAA ?? [])];
  for (const i of broken) {
    if (!list.length) break;
    const k = i % list.length;
    list[k] = { ...list[k]!, close: i % 2 ? -1 : Number.NaN };
  }
  return { ...c, AAA: [...list, { date: '2026-13-45', close: 1 }], CCC: [] };
}));

describe('valueSeries', () => {
  it('values each calendar day at the last close, with the day\'s flows', () => {
    const series = valueSeries([
      tx({ symbol: 'AAPL', type: 'buy', quantity: 10, price: 98, executed_at: '2026-01-02T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'sell', quantity: 4, price: 111, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 89, executed_at: '2026-01-06T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'sell', quantity: 2, price: 92, executed_at: '2026-01-06T16:00:00Z' }),
    ], closes, '2026-01-01', '2026-01-06');
    expect(series).toEqual([
      { date: '2026-01-01', value: 0, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-02', value: 1000, inflow: 980, outflow: 0, flow: 980 },
      { date: '2026-01-03', value: 1000, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-04', value: 1000, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-05', value: 660, inflow: 0, outflow: 444, flow: -444 },
      { date: '2026-01-06', value: 450, inflow: 89, outflow: 184, flow: -95 },
    ]);
  });

  it('opens with the holdings bought before from (their flows are not in the series)', () => {
    const series = valueSeries([tx({ symbol: 'AAPL', type: 'buy', quantity: 10, price: 98, executed_at: '2026-01-01T15:00:00Z' }), tx({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 100, executed_at: '2026-01-05T15:00:00Z' })], closes, '2026-01-03', '2026-01-05');
    expect(series.map((p) => [p.value, p.flow])).toEqual([[1000, 0], [1000, 0], [1210, 100]]);
  });

  it('values a symbol at its latest trade price until it has a close', () => {
    const series = valueSeries([tx({ symbol: 'AAPL', type: 'buy', quantity: 2, price: 50, executed_at: '2025-12-30T15:00:00Z' }), tx({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 60, executed_at: '2025-12-31T15:00:00Z' }), tx({ symbol: 'NEW', type: 'buy', quantity: 3, price: 7, executed_at: '2025-12-31T15:00:00Z' })], closes, '2025-12-30', '2026-01-01');
    expect(series.map((p) => p.value)).toEqual([100, 180 + 21, 297 + 21]);
  });

  it('counts a transaction on the UTC day of its time', () => {
    const series = valueSeries([tx({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 100, executed_at: '2026-01-05T20:00:00-05:00' })], closes, '2026-01-05', '2026-01-06');
    expect(series.map((p) => p.inflow)).toEqual([0, 100]);
  });

  it('refuses dates that are not YYYY-MM-DD, and gives nothing for a reversed range', () => {
    expect(() => valueSeries([], closes, '2026-1-1', '2026-01-06')).toThrow(RangeError);
    expect(valueSeries([], closes, '2026-01-06', '2026-01-01')).toEqual([]);
  });

  describe('properties', () => {
    it('gives exactly what replaying the whole history day by day gives', () => {
      fc.assert(fc.property(historyArb, closesWithGapsArb, fc.integer({ min: -5, max: DAYS + 5 }), fc.integer({ min: 0, max: DAYS + 10 }), (txs, c, a, length) => {
        const from = dateAfter(a);
        const to = dateAfter(a + length);
        expect(valueSeries(txs, c, from, to)).toEqual(replayValueSeries(txs, c, from, to));
      }), { numRuns: 500 });
    });

    it('a range is the same days of a longer series, and a history read once gives the same', () => {
      fc.assert(fc.property(historyArb, closesArb, fc.integer({ min: 0, max: DAYS - 1 }), fc.integer({ min: 0, max: DAYS - 1 }), (txs, c, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const whole = valueSeries(txs, c, START, END);
        const part = valueSeries(txs, c, dateAfter(from), dateAfter(to));
        expect(part).toEqual(whole.slice(from, to + 1));
        expect(valueSeries(executionOrder(txs), c, dateAfter(from), dateAfter(to))).toEqual(part);
      }), { numRuns: 500 });
    });

    it('is never negative, one point a day, and its flows add up to the trades in the range', () => {
      fc.assert(fc.property(transactionsArb, closesArb, (txs, c) => {
        const series = valueSeries(txs, c, START, END);
        const moneyIn = series.reduce((s, p) => s + p.inflow, 0);
        const buys = txs.filter((t) => t.type === 'buy').reduce((s, t) => s + t.quantity * t.price, 0);
        return series.length === DAYS && series.every((p) => p.value >= 0 && p.inflow >= 0 && p.outflow >= 0 && near(p.flow, p.inflow - p.outflow)) && near(moneyIn, buys);
      }), { numRuns: 500 });
    });

    it('splitting a buy in two, or adding a zero transaction, changes no point', () => {
      fc.assert(fc.property(transactionsArb, closesArb, fc.nat(), (txs, c, pick) => {
        const i = pick % (txs.length + 1);
        const base = txs[i] ?? { symbol: 'AAA', type: 'buy' as const, quantity: 1, price: 1, executed_at: `${START}T10:00:00.000Z` };
        const zero = [...txs.slice(0, i), { ...base, quantity: 0 }, ...txs.slice(i)];
        const split = base.type === 'buy' && txs[i] ? [...txs.slice(0, i), { ...base, quantity: base.quantity / 3 }, { ...base, quantity: base.quantity - base.quantity / 3 }, ...txs.slice(i + 1)] : txs;
        const reference = valueSeries(txs, c, START, END);
        return [zero, split].every((variant) => valueSeries(variant, c, START, END).every((p, d) => {
          const r = reference[d]!;
          return p.date === r.date && near(p.value, r.value) && near(p.inflow, r.inflow) && near(p.outflow, r.outflow);
        }));
      }), { numRuns: 500 });
    });
  });
});

/** The series as it was computed before it cost the range: every day from the first transaction's replay, each close read. */
interface ReplayState { position: Position; days: number[]; closes: number[]; next: number; mark: number | undefined }

function replayValueSeries(
  transactions: readonly PortfolioTransaction[],
  closesBySymbol: Readonly<Record<string, readonly DailyClose[]>>,
  from: string,
  to: string,
): ValuePoint[] {
  const closesByKey = new Map(Object.entries(closesBySymbol).map(([s, c]) => [normalizeSymbol(s), c]));
  // Symbols share their dates: each date string is read once.
  const dayOf = new Map<string, number | null>();
  const readDay = (date: string): number | null => {
    let day = dayOf.get(date);
    if (day === undefined) dayOf.set(date, (day = isIsoDate(date) ? dayNumber(date) : null));
    return day;
  };
  const states = new Map<string, ReplayState>();
  const stateOf = (symbol: string): ReplayState => {
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
  const txs = inOrder(transactions);
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
      const { position, traded } = applyTrade(s.position, tx.type, tx.quantity, tx.price);
      s.position = position;
      if (traded === 0) continue;
      // A dividend's price is cash per share, not a share price: it never marks the holding.
      if (tx.type !== 'dividend' && s.next === 0 && (s.days[0] === undefined || s.days[0] > txDay)) s.mark = tx.price;
      if (txDay < first) continue;
      if (tx.type === 'buy') inflow += traded * tx.price;
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
