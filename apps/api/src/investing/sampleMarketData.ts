import type { DailyClose, StockQuote, StockSearchResult } from '@pt/api';
import { DELAY_MINUTES, type Instrument, type SampleMarket } from './MarketData';
import { SAMPLE_CATALOGUE, type SampleInstrument } from './sampleInstruments';
import { normalFrom, seededRandom } from './seededRandom';
import { sampleDividends } from './sampleDividends';
import { createTradingCalendar, dateOfDay, dayNumber } from './tradingCalendar';

/** The first close of the sample. */
export const SAMPLE_HISTORY_START = '2015-01-02';
/** The day whose close is each instrument's `anchorPrice`; the walk runs both ways from it. */
export const SAMPLE_ANCHOR_DATE = '2024-12-31';
const TRADING_DAYS_PER_YEAR = 252;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** One instrument's generated path: log levels and closes by trading-day index, extended on demand. */
interface Walk { next: () => number; dailyDrift: number; dailySd: number; logs: number[]; closes: number[] }

/**
 * Sample market data, generated: NOT market prices. Each instrument follows a geometric random
 * walk over the weekdays since 2015-01-02, seeded by its symbol, with its own yearly drift
 * (3-13 %) and volatility (stocks 18-48 %, ETFs 10-22 %) drawn from that seed. The walk is
 * scaled so that the close on 2024-12-31 is the catalogue's anchor price. The same symbol gives
 * the same closes on every machine, run and request order; closes are computed on first use,
 * cached, and never change afterwards (the next day only adds one).
 *
 * A day's close is fixed from the start of its UTC day: the delayed quote's price is the close
 * of the last weekday on or before the date of its `as_of` (15 minutes ago), and its previous
 * close the weekday's before; the history's last close is that price. A dozen payers have quarterly
 * dividends (`sampleDividends.ts`); the closes are price only and do not drop on an ex-date.
 */
export function createSampleMarketData(instruments: readonly SampleInstrument[] = SAMPLE_CATALOGUE): SampleMarket {
  const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
  const weekdays = createTradingCalendar(SAMPLE_HISTORY_START);
  // Crypto trades every day (product §13.2): its walk steps on every calendar day.
  const everyDay = createTradingCalendar(SAMPLE_HISTORY_START, true);
  const calendarOf = (inst: SampleInstrument) => (inst.kind === 'crypto' ? everyDay : weekdays);
  const anchorIndexOf = (inst: SampleInstrument) => calendarOf(inst).indexOnOrBefore(dayNumber(SAMPLE_ANCHOR_DATE));
  const walks = new Map<string, Walk>();

  const find = (symbol: string): SampleInstrument | undefined => bySymbol.get(symbol.trim().toUpperCase());

  function walkOf(inst: SampleInstrument): Walk {
    let w = walks.get(inst.symbol);
    if (!w) {
      const uniform = seededRandom(`sample-market-data:${inst.symbol}`);
      const [driftFrom, driftSpan, volFrom, volSpan] = inst.kind === 'etf' ? [0.04, 0.06, 0.1, 0.12] : inst.kind === 'crypto' ? [0.2, 0.3, 0.55, 0.3] : [0.03, 0.1, 0.18, 0.3];
      const drift = driftFrom + driftSpan * uniform();
      const vol = volFrom + volSpan * uniform();
      const stepsPerYear = inst.kind === 'crypto' ? 365 : TRADING_DAYS_PER_YEAR;
      w = {
        next: normalFrom(uniform),
        dailyDrift: (drift - (vol * vol) / 2) / stepsPerYear,
        dailySd: vol / Math.sqrt(stepsPerYear),
        logs: [0],
        closes: [],
      };
      walks.set(inst.symbol, w);
    }
    return w;
  }

  /** Closes of `inst` by trading-day index, computed through `index`. */
  function closesThrough(inst: SampleInstrument, index: number): number[] {
    const w = walkOf(inst);
    const anchorIndex = anchorIndexOf(inst);
    const through = Math.max(index, anchorIndex);
    while (w.logs.length <= through) w.logs.push(w.logs[w.logs.length - 1]! + w.dailyDrift + w.dailySd * w.next());
    const shift = Math.log(inst.anchorPrice) - w.logs[anchorIndex]!;
    for (let i = w.closes.length; i <= index; i++) w.closes.push(Math.max(0.01, round2(Math.exp(w.logs[i]! + shift))));
    return w.closes;
  }

  const asOf = (now: Date): Date => new Date(now.getTime() - DELAY_MINUTES * 60_000);
  const toInstrument = ({ symbol, name, kind, sector, exchange, currency, isin }: SampleInstrument): Instrument => ({ symbol, name, kind, sector, exchange, currency, isin });

  return {
    historyStart: SAMPLE_HISTORY_START,
    instruments: () => instruments.map(toInstrument),
    instrument: (symbol) => {
      const inst = find(symbol);
      return inst ? toInstrument(inst) : null;
    },
    search(query: string, limit: number): StockSearchResult[] {
      const needle = query.trim().toLowerCase();
      const score = (i: SampleInstrument): number => {
        const sym = i.symbol.toLowerCase();
        const name = i.name.toLowerCase();
        if (sym === needle || i.isin?.toLowerCase() === needle) return 0;
        if (sym.startsWith(needle)) return 1;
        if (name.startsWith(needle)) return 2;
        return sym.includes(needle) || name.includes(needle) ? 3 : -1;
      };
      return instruments
        .map((i) => ({ i, s: score(i) }))
        .filter((x) => x.s >= 0)
        .sort((a, b) => a.s - b.s || a.i.symbol.localeCompare(b.i.symbol))
        .slice(0, limit)
        .map(({ i }) => toInstrument(i));
    },
    latestDate: (now) => asOf(now).toISOString().slice(0, 10),
    quote(symbol: string, now: Date): StockQuote | null {
      const inst = find(symbol);
      if (!inst) return null;
      const at = asOf(now);
      const index = calendarOf(inst).indexOnOrBefore(dayNumber(at.toISOString().slice(0, 10)));
      if (index < 0) return null;
      const closes = closesThrough(inst, index);
      const price = closes[index]!;
      const previousClose = closes[index - 1] ?? price;
      const change = round2(price - previousClose);
      return {
        symbol: inst.symbol, name: inst.name, price, previous_close: previousClose, change,
        change_percent: round2((change / previousClose) * 100),
        currency: inst.currency, delayed_minutes: DELAY_MINUTES, as_of: at.toISOString(), source: 'sample',
      };
    },
    history(symbol: string, from: string, to: string): DailyClose[] | null {
      const inst = find(symbol);
      if (!inst) return null;
      const calendar = calendarOf(inst);
      const last = calendar.indexOnOrBefore(dayNumber(to));
      if (last < 0) return [];
      const closes = closesThrough(inst, last);
      const out: DailyClose[] = [];
      for (let i = Math.max(0, calendar.indexOnOrBefore(dayNumber(from) - 1) + 1); i <= last; i++) {
        out.push({ date: dateOfDay(calendar.days[i]!), close: closes[i]! });
      }
      return out;
    },
    dividends(symbol: string, from: string, to: string) {
      const inst = find(symbol);
      if (!inst) return null;
      return sampleDividends(inst.symbol, inst.anchorPrice, from < SAMPLE_HISTORY_START ? SAMPLE_HISTORY_START : from, to);
    },
  };
}

/** One shared instance: its caches serve every request of the process. */
export const sampleMarketData: SampleMarket = createSampleMarketData();
