// The ledger: every transaction type replayed into positions and cash per currency, in integer
// minor units, with each amount also in the portfolio's base currency at the day's rate (product
// §10.21-§10.22). Internal to the SDK: `portfolioMoney`, `rangeLedger` and `ledgerSeries` are
// its public faces, so the holdings table, the performance chart and the return explained are
// the same figures.
import { fromDayNumber } from './isoDate';
import { cashCurrency, convertMinor, normalizeCurrency, roundHalfAway, toMinor, tradeMinor } from './money';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import { isCashActivity } from './transactionKinds';
import type { DailyClose, TransactionType } from './types';

/** Units of the base currency for one unit of a currency on a day ('YYYY-MM-DD'), as the market data's daily FX rates give them. */
export interface DailyRate { date: string; rate: number }
/** Daily rates to the base currency by cash currency, oldest first; the base currency needs none. */
export type RatesToBase = Readonly<Record<string, readonly DailyRate[]>>;

/** One line of what a breakdown line is made of: a transaction, or a holding or cash balance valued on a day. */
export interface LedgerEntry {
  /** The transaction behind the entry; null for a valuation (a holding, a cash balance). */
  transaction_id: string | null;
  /** The transaction's day, or the valuation's. */
  date: string;
  kind: TransactionType | 'holding' | 'cash' | 'paid_in';
  symbol: string | null;
  /** Shares: traded, paid on, or held. */
  quantity: number | null;
  /** Per share in `price_currency`: a trade's price, a dividend's cash, or the close a holding is valued at. */
  price: number | null;
  price_currency: string | null;
  /** The day of the close a holding is valued at (the last on or before the day); null for a transaction's own price. */
  price_date: string | null;
  /** The entry's own amount in `currency` (a cash currency), minor units. */
  amount: number;
  currency: string;
  /** What it cost, in `currency`'s minor units, for a sale's or holding's gain; null otherwise. */
  cost: number | null;
  /** The rate used to the base currency (1 for the base) and the day it is from. */
  rate: number;
  rate_date: string | null;
  /** What the entry adds to its line, in the base currency's minor units. */
  base_amount: number;
}

/** Sums in the base currency's minor units; the keys are the breakdown's lines (see `returnBreakdown`). */
export interface LedgerTotals {
  deposits: number;
  withdrawals: number;
  transfersIn: number;
  transfersOut: number;
  realisedGains: number;
  dividends: number;
  interest: number;
  fees: number;
  taxes: number;
  /** Realised currency gains (sales, transfers out); unrealised ones and cash's come at a valuation. */
  realisedCurrencyGains: number;
}

export interface LedgerEntries { [line: string]: LedgerEntry[] }

const MICRO = 1e6;

/**
 * Days since 1970-01-01 of a real 'YYYY-MM-DD' date, null otherwise: the same as `isIsoDate` and
 * `dayNumber` together, without parsing a Date (the ledger reads every close and rate of ten
 * years of a hundred symbols on each call).
 */
export function parseDay(date: string): number | null {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return null;
  let y = 0;
  for (let i = 0; i < 4; i++) {
    const c = date.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return null;
    y = y * 10 + c;
  }
  const m0 = date.charCodeAt(5) - 48, m1 = date.charCodeAt(6) - 48, d0 = date.charCodeAt(8) - 48, d1 = date.charCodeAt(9) - 48;
  if (m0 < 0 || m0 > 9 || m1 < 0 || m1 > 9 || d0 < 0 || d0 > 9 || d1 < 0 || d1 > 9) return null;
  const m = m0 * 10 + m1;
  const d = d0 * 10 + d1;
  if (m < 1 || m > 12 || d < 1) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const monthDays = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  if (d > monthDays) return null;
  // Days from the civil date (Howard Hinnant's algorithm).
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
/** Below a millionth of a share a position is closed (the server stores 6 decimals). */
const toMicro = (q: number): number => Math.round(q * MICRO);

export interface Position {
  symbol: string;
  /** The instrument's currency (its prices'), e.g. USD or GBp. */
  currency: string;
  /** The cash currency its money is in: GBP for GBp. */
  cash: string;
  /** Shares held in millionths. */
  micro: number;
  /** What the shares held cost, minor units of `cash`: for a range, their value on its base day. */
  costLocal: number;
  /** The same in the base currency, each purchase at its day's rate. */
  costBase: number;
  /** What the shares held cost since they were bought, whatever the range (the holdings table's cost). */
  lifeCostLocal: number;
  lifeCostBase: number;
  /** The price a holding is marked at before its first close: its latest trade's (adjusted by later splits). */
  tradeMark: number | undefined;
  // Lifetime sums (minor units of `cash` or the base), for the holdings table.
  realisedLocal: number;
  realisedBase: number;
  realisedCurrency: number;
  incomeLocal: number;
  incomeBase: number;
  feesBase: number;
  taxesBase: number;
  /** The cost of every share ever bought or transferred in, minor units of `cash`. */
  investedLocal: number;
  investedBase: number;
}

export interface CashAccount {
  currency: string;
  /** Minor units of `currency`; negative only when withdrawals exceeded it (the server refuses those). */
  balance: number;
  /** The balance's movements, each in the base currency at its day's rate (for a range: from its base day's value). */
  book: number;
  /** The same since the first movement, whatever the range. */
  lifeBook: number;
}

export interface LedgerOptions {
  baseCurrency: string;
  rates?: RatesToBase;
  /** Collect the entries behind each line (the return explained); off for a series. */
  entries?: boolean;
}

interface RateSeries { days: number[]; rates: number[]; next: number }

/** Lookups of a day's rate: the last on or before it, else the first after it (a rate older than the data is the first known). */
export class RateBook {
  readonly base: string;
  private readonly series = new Map<string, RateSeries>();
  /** Cash currencies that had no rate at all: their amounts count as 0 in the base currency. */
  readonly missing = new Set<string>();

  constructor(base: string, table: RatesToBase = {}) {
    this.base = normalizeCurrency(base);
    for (const [code, list] of Object.entries(table)) {
      const days: number[] = [];
      const rates: number[] = [];
      for (const r of list) {
        const d = typeof r.date === 'string' ? parseDay(r.date) : null;
        if (d === null || !(Number.isFinite(r.rate) && r.rate > 0)) continue;
        if (days.length && d <= days[days.length - 1]!) continue;
        days.push(d);
        rates.push(r.rate);
      }
      if (days.length) this.series.set(normalizeCurrency(code), { days, rates, next: 0 });
    }
  }

  /** The rate of cash currency `code` to the base on `day` (a day number) and the day it is from; 1 for the base. */
  at(code: string, day: number): { rate: number; day: number | null } {
    if (code === this.base) return { rate: 1, day: null };
    const s = this.series.get(code);
    if (!s) {
      this.missing.add(code);
      return { rate: 0, day: null };
    }
    // Lookups mostly move forward: step the cursor, else search.
    let i = s.next;
    if (i > 0 && s.days[i - 1]! > day) {
      let lo = 0;
      let hi = s.days.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (s.days[mid]! <= day) lo = mid + 1;
        else hi = mid;
      }
      i = lo;
    } else {
      while (i < s.days.length && s.days[i]! <= day) i++;
    }
    s.next = i;
    const k = i === 0 ? 0 : i - 1;
    return { rate: s.rates[k]!, day: s.days[k]! };
  }
}

/** A transaction read once for the ledger. */
export interface LedgerEvent {
  tx: PortfolioTransaction;
  symbol: string;
  day: number;
  type: TransactionType;
  /** Price currency (may be GBp) and cash currency. */
  currency: string;
  cash: string;
  micro: number;
  price: number;
  amount: number;
  fee: number;
  tax: number;
  cashOnly: boolean;
}

const money = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** The transactions in execution order as ledger events (a `executed_at` that does not parse is left out, as everywhere). */
export function ledgerEvents(transactions: readonly PortfolioTransaction[], baseCurrency: string): LedgerEvent[] {
  const base = normalizeCurrency(baseCurrency);
  return inExecutionOrder(transactions).map(({ tx, symbol, day }) => {
    const currency = tx.currency ? normalizeCurrency(tx.currency) : base;
    const cash = cashCurrency(currency);
    const cashOnly = isCashActivity(tx.type, symbol);
    return {
      tx, symbol, day, type: tx.type, currency, cash,
      micro: cashOnly ? 0 : toMicro(money(tx.quantity)),
      price: money(tx.price),
      amount: cashOnly ? toMinorOf(money(tx.amount), cash) : 0,
      fee: toMinorOf(money(tx.fee), cash),
      tax: toMinorOf(money(tx.tax), cash),
      cashOnly,
    };
  });
}

const toMinorOf = (amount: number, cash: string): number => (amount ? toMinor(amount, cash) : 0);

/** The close cursor of one symbol: its closes as day numbers, the next unread one, and the current close. */
interface CloseCursor { days: number[]; closes: number[]; next: number; mark: number | undefined; markDay: number | null }

export const emptyTotals = (): LedgerTotals => ({
  deposits: 0, withdrawals: 0, transfersIn: 0, transfersOut: 0, realisedGains: 0, dividends: 0, interest: 0, fees: 0, taxes: 0, realisedCurrencyGains: 0,
});

/** A holding or a cash balance valued on a day, in its own currency and the base (minor units). */
export interface Valuation { local: number; base: number; rate: number; rateDay: number | null; price: number | undefined; priceDay: number | null }

/**
 * Replays events into positions and cash. `recording` turns on the line sums and the entries
 * (from the range's first day on); the external flows of each day go to `flowOfDay`.
 */
export class Ledger {
  readonly base: string;
  readonly rates: RateBook;
  readonly positions = new Map<string, Position>();
  readonly cash = new Map<string, CashAccount>();
  /** The line sums of the range (from `startRange` on). */
  totals: LedgerTotals = emptyTotals();
  /** The line sums of the whole history. */
  readonly life: LedgerTotals = emptyTotals();
  entries: LedgerEntries | null;
  recording = false;
  /** Base minor units put in (positive) or taken out (negative) on the current day. */
  dayInflow = 0;
  dayOutflow = 0;
  private readonly closes = new Map<string, CloseCursor>();
  private readonly closeInput: ReadonlyMap<string, readonly DailyClose[]>;

  constructor(options: LedgerOptions, closesBySymbol: Readonly<Record<string, readonly DailyClose[]>> = {}) {
    this.base = normalizeCurrency(options.baseCurrency);
    this.rates = new RateBook(this.base, options.rates);
    this.entries = options.entries ? {} : null;
    this.closeInput = new Map(Object.entries(closesBySymbol).map(([s, c]) => [s.trim().toUpperCase(), c]));
  }

  account(code: string): CashAccount {
    let a = this.cash.get(code);
    if (!a) this.cash.set(code, (a = { currency: code, balance: 0, book: 0, lifeBook: 0 }));
    return a;
  }

  position(ev: LedgerEvent): Position {
    let p = this.positions.get(ev.symbol);
    if (!p) {
      p = {
        symbol: ev.symbol, currency: ev.currency, cash: ev.cash, micro: 0, costLocal: 0, costBase: 0, lifeCostLocal: 0, lifeCostBase: 0, tradeMark: undefined,
        realisedLocal: 0, realisedBase: 0, realisedCurrency: 0, incomeLocal: 0, incomeBase: 0, feesBase: 0, taxesBase: 0, investedLocal: 0, investedBase: 0,
      };
      this.positions.set(ev.symbol, p);
    }
    return p;
  }

  /** Adds an entry to a line while recording entries; `make` builds it only then (dates are written on demand). */
  private entry(line: string, make: () => LedgerEntry): void {
    if (!this.entries || !this.recording) return;
    (this.entries[line] ??= []).push(make());
  }

  private txEntry(ev: LedgerEvent, kind: LedgerEntry['kind'], amount: number, rate: { rate: number; day: number | null }, base: number, extra: Partial<LedgerEntry> = {}): LedgerEntry {
    return {
      transaction_id: ev.tx.id ?? null, date: fromDayNumber(ev.day), kind, symbol: ev.symbol || null,
      quantity: null, price: null, price_currency: null, price_date: null,
      amount, currency: ev.cash, cost: null, rate: rate.rate, rate_date: rate.day === null ? null : fromDayNumber(rate.day), base_amount: base,
      ...extra,
    };
  }

  /** Adds to a line of the whole history, and of the range while recording. */
  private add(line: keyof LedgerTotals, base: number): void {
    this.life[line] += base;
    if (this.recording) this.totals[line] += base;
  }

  /** Moves an account's book value (the range's and the whole history's). */
  private static book(a: CashAccount, base: number): void {
    a.book += base;
    a.lifeBook += base;
  }

  /** Money put in (positive) or taken out on the event's day, in base minor units, for the series' flows. */
  private flow(base: number): void {
    if (base > 0) this.dayInflow += base;
    else this.dayOutflow -= base;
  }

  /**
   * Makes sure cash currency `code` can pay `amount` minor units on the event's day: what its
   * balance lacks comes from the cash in other currencies, the largest balance first, converted
   * at the day's rates (as a broker with automatic currency exchange does), and what they lack
   * counts as money paid in then (a portfolio recorded without deposits: a buy is money put in,
   * as before cash was tracked). Nothing here depends on the base currency, which is only how
   * the portfolio is shown.
   */
  private fund(ev: LedgerEvent, code: string, amount: number): void {
    if (amount <= 0) return;
    const acct = this.account(code);
    let need = amount - Math.max(0, acct.balance);
    if (need <= 0) return;
    const rate = this.rates.at(code, ev.day);
    if (rate.rate > 0) {
      // The other currencies' cash, the largest by value first (the same order in any base currency).
      const others: { a: CashAccount; rate: number; value: number }[] = [];
      for (const a of this.cash.values()) {
        if (a.currency === code || a.balance <= 0) continue;
        const r = this.rates.at(a.currency, ev.day).rate;
        if (r > 0) others.push({ a, rate: r, value: convertMinor(a.balance, a.currency, this.base, r) });
      }
      others.sort((x, y) => y.value - x.value || (x.a.currency < y.a.currency ? -1 : 1));
      for (const { a, rate: r, value } of others) {
        if (need <= 0) break;
        // Both sides of a conversion move the same amount of base money, so the book value is unchanged.
        const needBase = convertMinor(need, code, this.base, rate.rate);
        let paid = convertMinor(need, code, a.currency, rate.rate / r);
        let got = need;
        let moved = needBase;
        if (paid > a.balance) {
          paid = a.balance;
          moved = value;
          got = Math.min(need, convertMinor(paid, a.currency, code, r / rate.rate));
        }
        a.balance -= paid;
        Ledger.book(a, -moved);
        acct.balance += got;
        Ledger.book(acct, moved);
        need -= got;
      }
    }
    if (need <= 0) return;
    const base = convertMinor(need, code, this.base, rate.rate);
    acct.balance += need;
    Ledger.book(acct, base);
    this.add('deposits', base);
    if (this.recording) this.flow(base);
    this.entry('deposits', () => this.txEntry(ev, 'paid_in', need, rate, base));
  }

  /** Fee and tax paid with a transaction (in its cash currency), after its own money moved. */
  private feesAndTaxes(ev: LedgerEvent, p: Position | null): void {
    if (!ev.fee && !ev.tax) return;
    this.fund(ev, ev.cash, ev.fee + ev.tax);
    const rate = this.rates.at(ev.cash, ev.day);
    const acct = this.account(ev.cash);
    for (const [line, value] of [['fees', ev.fee], ['taxes', ev.tax]] as const) {
      if (!value) continue;
      const base = convertMinor(value, ev.cash, this.base, rate.rate);
      acct.balance -= value;
      Ledger.book(acct, -base);
      if (p) {
        if (line === 'fees') p.feesBase += base;
        else p.taxesBase += base;
      }
      this.add(line, base);
      this.entry(line, () => this.txEntry(ev, ev.type, value, rate, base));
    }
  }

  /** Money into (positive) or out of cash currency `code`, at the day's rate; returns its base amount. */
  private moveCash(ev: LedgerEvent, code: string, amount: number, rate = this.rates.at(code, ev.day)): number {
    const base = convertMinor(amount, code, this.base, rate.rate);
    const acct = this.account(code);
    acct.balance += amount;
    Ledger.book(acct, base);
    return base;
  }

  apply(ev: LedgerEvent): void {
    // A symbol's money is in its position's currency (its first transaction's): the server keeps a symbol's transactions in one.
    const held = ev.cashOnly ? undefined : this.positions.get(ev.symbol);
    const rate = this.rates.at(held?.cash ?? ev.cash, ev.day);
    switch (ev.type) {
      case 'deposit': case 'transfer_in': case 'interest': {
        if (ev.type === 'transfer_in' && !ev.cashOnly) {
          this.sharesIn(ev, rate);
          break;
        }
        if (!ev.amount) break;
        const base = this.moveCash(ev, ev.cash, ev.amount, rate);
        const line = ev.type === 'deposit' ? 'deposits' : ev.type === 'interest' ? 'interest' : 'transfersIn';
        this.add(line, base);
        if (this.recording && ev.type !== 'interest') this.flow(base);
        this.entry(line, () => this.txEntry(ev, ev.type, ev.amount, rate, base));
        this.feesAndTaxes(ev, null);
        break;
      }
      case 'withdrawal': case 'transfer_out': {
        if (ev.type === 'transfer_out' && !ev.cashOnly) {
          this.sharesOut(ev, rate);
          break;
        }
        if (!ev.amount) break;
        const base = -this.moveCash(ev, ev.cash, -ev.amount, rate);
        const line = ev.type === 'withdrawal' ? 'withdrawals' : 'transfersOut';
        this.add(line, base);
        if (this.recording) this.flow(-base);
        this.entry(line, () => this.txEntry(ev, ev.type, ev.amount, rate, base));
        this.feesAndTaxes(ev, null);
        break;
      }
      case 'fee': case 'tax': {
        if (!ev.amount && !ev.fee && !ev.tax) break;
        const p = ev.symbol ? this.positions.get(ev.symbol) ?? null : null;
        this.fund(ev, ev.cash, ev.amount);
        const base = -this.moveCash(ev, ev.cash, -ev.amount, rate);
        const line = ev.type === 'fee' ? 'fees' : 'taxes';
        if (p) {
          if (line === 'fees') p.feesBase += base;
          else p.taxesBase += base;
        }
        this.add(line, base);
        if (ev.amount) this.entry(line, () => this.txEntry(ev, ev.type, ev.amount, rate, base));
        this.feesAndTaxes(ev, p);
        break;
      }
      case 'buy': {
        if (!ev.micro) break;
        const p = this.position(ev);
        const rate = this.rates.at(p.cash, ev.day);
        const gross = tradeMinor(ev.micro / MICRO, ev.price, p.currency);
        this.fund(ev, p.cash, gross + ev.fee + ev.tax);
        const base = -this.moveCash(ev, p.cash, -gross, rate);
        p.micro += ev.micro;
        p.costLocal += gross;
        p.costBase += base;
        p.lifeCostLocal += gross;
        p.lifeCostBase += base;
        p.investedLocal += gross;
        p.investedBase += base;
        p.tradeMark = ev.price;
        this.feesAndTaxes(ev, p);
        break;
      }
      case 'sell': {
        const p = this.positions.get(ev.symbol);
        const micro = p ? Math.min(ev.micro, p.micro) : 0;
        if (!p || micro <= 0) break;
        const gross = tradeMinor(micro / MICRO, ev.price, p.currency);
        const proceedsBase = this.moveCash(ev, p.cash, gross, rate);
        this.dispose(ev, p, micro, gross, proceedsBase, rate);
        p.tradeMark = ev.price;
        this.feesAndTaxes(ev, p);
        break;
      }
      case 'dividend': {
        const p = this.positions.get(ev.symbol);
        const micro = p ? Math.min(ev.micro, p.micro) : 0;
        if (!p || micro <= 0) break;
        const gross = tradeMinor(micro / MICRO, ev.price, p.currency);
        const base = this.moveCash(ev, p.cash, gross, rate);
        p.incomeLocal += gross;
        p.incomeBase += base;
        this.add('dividends', base);
        this.entry('dividends', () => this.txEntry(ev, 'dividend', gross, rate, base, { quantity: micro / MICRO, price: ev.price, price_currency: p.currency }));
        this.feesAndTaxes(ev, p);
        break;
      }
      case 'split': {
        const p = this.positions.get(ev.symbol);
        const ratio = ev.tx.split_ratio;
        if (!p || !(typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0)) break;
        p.micro = Math.round(p.micro * ratio);
        if (p.tradeMark !== undefined) p.tradeMark /= ratio;
        break;
      }
      default: {
        const unknown: never = ev.type;
        void unknown;
      }
    }
  }

  /** Shares transferred in: bought at their value that day with money that came from the other portfolio. */
  private sharesIn(ev: LedgerEvent, rate: { rate: number; day: number | null }): void {
    if (!ev.micro) return;
    const p = this.position(ev);
    const value = tradeMinor(ev.micro / MICRO, ev.price, p.currency);
    const base = convertMinor(value, p.cash, this.base, rate.rate);
    p.micro += ev.micro;
    p.costLocal += value;
    p.costBase += base;
    p.lifeCostLocal += value;
    p.lifeCostBase += base;
    p.investedLocal += value;
    p.investedBase += base;
    p.tradeMark = ev.price;
    this.add('transfersIn', base);
    if (this.recording) this.flow(base);
    this.entry('transfersIn', () => this.txEntry(ev, ev.type, value, rate, base, { quantity: ev.micro / MICRO, price: ev.price, price_currency: p.currency }));
    this.feesAndTaxes(ev, p);
  }

  /** Shares transferred out: sold at their value that day (the gain until then is realised here), the money going to the other portfolio. */
  private sharesOut(ev: LedgerEvent, rate: { rate: number; day: number | null }): void {
    const p = this.positions.get(ev.symbol);
    const micro = p ? Math.min(ev.micro, p.micro) : 0;
    if (!p || micro <= 0) return;
    const value = tradeMinor(micro / MICRO, ev.price, p.currency);
    const base = convertMinor(value, p.cash, this.base, rate.rate);
    this.dispose(ev, p, micro, value, base, rate);
    p.tradeMark = ev.price;
    this.add('transfersOut', base);
    if (this.recording) this.flow(-base);
    this.entry('transfersOut', () => this.txEntry(ev, ev.type, value, rate, base, { quantity: micro / MICRO, price: ev.price, price_currency: p.currency }));
    this.feesAndTaxes(ev, p);
  }

  /**
   * Removes `micro` shares at the average cost and realises the gain: in the instrument's
   * currency (proceeds - cost), its price part converted at the day's rate, and the rest of the
   * base gain (proceeds in base - cost in base at the purchases' rates) as the currency part.
   */
  private dispose(ev: LedgerEvent, p: Position, micro: number, proceeds: number, proceedsBase: number, rate: { rate: number; day: number | null }): void {
    const closing = micro >= p.micro;
    const part = (cost: number) => (closing ? cost : roundHalfAway((cost * micro) / p.micro));
    const [costLocal, costBase, lifeLocal, lifeBase] = [part(p.costLocal), part(p.costBase), part(p.lifeCostLocal), part(p.lifeCostBase)];
    p.micro = closing ? 0 : p.micro - micro;
    p.costLocal -= costLocal;
    p.costBase -= costBase;
    p.lifeCostLocal -= lifeLocal;
    p.lifeCostBase -= lifeBase;
    // The range's gain, from the cost the range counts (the base day's value for shares held then).
    const pricePart = convertMinor(proceeds - costLocal, p.cash, this.base, rate.rate);
    const currencyPart = proceedsBase - costBase - pricePart;
    if (this.recording) {
      this.totals.realisedGains += pricePart;
      this.totals.realisedCurrencyGains += currencyPart;
    }
    // The holding's gain since the shares were bought.
    const lifePrice = convertMinor(proceeds - lifeLocal, p.cash, this.base, rate.rate);
    const lifeCurrency = proceedsBase - lifeBase - lifePrice;
    p.realisedLocal += proceeds - lifeLocal;
    p.realisedBase += lifePrice;
    p.realisedCurrency += lifeCurrency;
    this.life.realisedGains += lifePrice;
    this.life.realisedCurrencyGains += lifeCurrency;
    const detail = { quantity: micro / MICRO, price: ev.price, price_currency: p.currency, cost: costLocal };
    this.entry('realisedGains', () => this.txEntry(ev, ev.type, proceeds, rate, pricePart, detail));
    if (currencyPart) this.entry('currencyGains', () => this.txEntry(ev, ev.type, proceeds, rate, currencyPart, detail));
  }

  /** The close cursor of a symbol, built on first use. */
  private cursor(symbol: string): CloseCursor {
    let c = this.closes.get(symbol);
    if (!c) {
      c = { days: [], closes: [], next: 0, mark: undefined, markDay: null };
      for (const close of this.closeInput.get(symbol) ?? []) {
        const d = typeof close.date === 'string' ? parseDay(close.date) : null;
        if (d === null || !(Number.isFinite(close.close) && close.close >= 0)) continue;
        if (c.days.length && d <= c.days[c.days.length - 1]!) continue;
        c.days.push(d);
        c.closes.push(close.close);
      }
      this.closes.set(symbol, c);
    }
    return c;
  }

  /**
   * An open position valued on `day` (days must not go back between calls for one symbol): at the
   * last close on or before the day, else at its latest trade's price. Local and base minor units.
   */
  valuePosition(p: Position, day: number): Valuation {
    const c = this.cursor(p.symbol);
    while (c.next < c.days.length && c.days[c.next]! <= day) {
      c.mark = c.closes[c.next];
      c.markDay = c.days[c.next]!;
      c.next++;
    }
    const price = c.mark ?? p.tradeMark;
    const priceDay = c.mark !== undefined ? c.markDay : null;
    return this.valueAt(p, price, priceDay, day);
  }

  /** A position valued at a given price (a quote) on `day`'s rate. */
  valueAt(p: Position, price: number | undefined, priceDay: number | null, day: number): Valuation {
    const rate = this.rates.at(p.cash, day);
    const local = price === undefined ? 0 : tradeMinor(p.micro / MICRO, price, p.currency);
    return { local, base: convertMinor(local, p.cash, this.base, rate.rate), rate: rate.rate, rateDay: rate.day, price, priceDay };
  }

  valueCash(a: CashAccount, day: number): Valuation {
    const rate = this.rates.at(a.currency, day);
    return { local: a.balance, base: convertMinor(a.balance, a.currency, this.base, rate.rate), rate: rate.rate, rateDay: rate.day, price: undefined, priceDay: null };
  }

  /** The portfolio's value on `day` in base minor units: open positions at their closes, cash at the day's rates. */
  valueOn(day: number): number {
    let total = 0;
    for (const p of this.positions.values()) if (p.micro > 0) total += this.valuePosition(p, day).base;
    for (const a of this.cash.values()) if (a.balance) total += this.valueCash(a, day).base;
    return total;
  }

  /**
   * Starts a range on its base day: every open position counts as bought at its value that day
   * and every cash balance as paid in at that day's rate, so the range's gains are measured from
   * there (what Portfolio Performance's calculation does for a reporting period). Returns the
   * starting value, with its entries.
   */
  startRange(day: number): number {
    let total = 0;
    const date = fromDayNumber(day);
    for (const p of this.positions.values()) {
      if (p.micro <= 0) continue;
      const v = this.valuePosition(p, day);
      p.costLocal = v.local;
      p.costBase = v.base;
      total += v.base;
      if (this.entries) (this.entries.startingValue ??= []).push(holdingEntry(p, v, date));
    }
    for (const a of this.cash.values()) {
      const v = this.valueCash(a, day);
      a.book = v.base;
      if (!a.balance) continue;
      total += v.base;
      if (this.entries) (this.entries.startingValue ??= []).push(cashEntry(a, v, date));
    }
    this.totals = emptyTotals();
    this.recording = true;
    return total;
  }
}

export function holdingEntry(p: Position, v: Valuation, date: string, baseAmount = v.base, cost: number | null = null): LedgerEntry {
  return {
    transaction_id: null, date, kind: 'holding', symbol: p.symbol, quantity: p.micro / MICRO, price: v.price ?? null, price_currency: p.currency,
    price_date: v.priceDay === null ? null : fromDayNumber(v.priceDay), amount: v.local, currency: p.cash, cost,
    rate: v.rate, rate_date: v.rateDay === null ? null : fromDayNumber(v.rateDay), base_amount: baseAmount,
  };
}

export function cashEntry(a: CashAccount, v: Valuation, date: string, baseAmount = v.base): LedgerEntry {
  return {
    transaction_id: null, date, kind: 'cash', symbol: null, quantity: null, price: null, price_currency: null, price_date: null,
    amount: a.balance, currency: a.currency, cost: null, rate: v.rate, rate_date: v.rateDay === null ? null : fromDayNumber(v.rateDay), base_amount: baseAmount,
  };
}

export { MICRO };
