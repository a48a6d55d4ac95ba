import { dayNumber, fromDayNumber, isIsoDate } from './isoDate';
import { Ledger, cashEntry, holdingEntry, ledgerEvents, type LedgerEntry, type RatesToBase } from './ledger';
import { convertMinor, fromMinor, normalizeCurrency } from './money';
import type { PortfolioTransaction } from './portfolioTransaction';
import type { DailyClose } from './types';
import type { ValuePoint } from './valueSeries';
import { moneyOf, type MoneyQuote, type PortfolioMoney } from './portfolioMoney';

/** The lines of the return explained, in the order they add up (product §10.23). */
export const BREAKDOWN_LINES = [
  'starting_value', 'deposits', 'withdrawals', 'transfers_in', 'transfers_out', 'realised_gains', 'unrealised_gains',
  'dividends', 'interest', 'fees', 'taxes', 'currency_gains', 'ending_value',
] as const;
export type BreakdownLineKey = (typeof BREAKDOWN_LINES)[number];

export const BREAKDOWN_LINE_LABELS: Readonly<Record<BreakdownLineKey, string>> = {
  starting_value: 'Starting value',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  transfers_in: 'Transfers in',
  transfers_out: 'Transfers out',
  realised_gains: 'Realised gains',
  unrealised_gains: 'Unrealised gains',
  dividends: 'Dividends',
  interest: 'Interest',
  fees: 'Fees',
  taxes: 'Taxes',
  currency_gains: 'Currency gains',
  ending_value: 'Ending value',
};

/** How a line counts: added (1), taken away (-1), the start (0) or the result (0, `ending_value`). */
export const BREAKDOWN_LINE_SIGNS: Readonly<Record<BreakdownLineKey, 1 | -1 | 0>> = {
  starting_value: 0, deposits: 1, withdrawals: -1, transfers_in: 1, transfers_out: -1, realised_gains: 1, unrealised_gains: 1,
  dividends: 1, interest: 1, fees: -1, taxes: -1, currency_gains: 1, ending_value: 0,
};

/** One line: its amount in the base currency's minor units (withdrawals, fees and taxes as positive amounts taken away) and what it is made of. */
export interface BreakdownLine {
  key: BreakdownLineKey;
  label: string;
  sign: 1 | -1 | 0;
  amount: number;
  /** The transactions and the valued holdings and cash behind the amount; their `base_amount`s add up to it (signed as the line counts them). */
  entries: LedgerEntry[];
  /** How many entries the line has: a server may send the first ones only (then `entries` is shorter). */
  entry_count: number;
}

/**
 * The return of a range explained (product §10.23): starting value + deposits - withdrawals +
 * transfers in - transfers out + realised gains + unrealised gains + dividends + interest - fees
 * - taxes + currency gains = ending value, to the minor unit. Money in the base currency's minor
 * units.
 */
export interface ReturnBreakdown {
  base_currency: string;
  /** The base day (its value is the starting value) and the last day. */
  from: string;
  to: string;
  starting_value: number;
  ending_value: number;
  lines: BreakdownLine[];
  /** ending - starting - (money in - money out): the gain of the range. */
  gain: number;
  /**
   * The gain in parts: capital (realised + unrealised gains), income (dividends + interest),
   * currency (currency gains) and costs (fees + taxes, taken away); capital + income + currency -
   * costs = gain.
   */
  parts: { capital: number; income: number; currency: number; costs: number };
  /**
   * The money at work on average over the range: the starting value and each day's net money in
   * or out weighted by the part of the range it was there for (Modified Dietz). The parts'
   * ratios are of it, so they add up to gain / average_capital.
   */
  average_capital: number;
  part_ratios: { capital: number | null; income: number | null; currency: number | null; costs: number | null; total: number | null };
  /** Currencies without an exchange rate: their amounts count as 0 in the base. */
  missing_rates: string[];
}

export interface RangeLedgerOptions {
  baseCurrency: string;
  rates?: RatesToBase;
  /** Each symbol's closes, oldest first, in the instrument's currency. */
  closes: Readonly<Record<string, readonly DailyClose[]>>;
  /** The base day and the last day, inclusive 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Collect each line's entries (default true). */
  entries?: boolean;
  /** Also value the holdings at these quotes (`money`), as `portfolioMoney` does, without a second replay. */
  quotes?: readonly MoneyQuote[];
}

export interface RangeLedger {
  /** One point per day from `from` to `to`, in the base currency's major units; flows are money paid in and taken out. */
  series: ValuePoint[];
  breakdown: ReturnBreakdown;
  /** With `quotes`: the holdings, cash and summary of the whole history (transactions after `to` too) at the quotes, from the same replay. */
  money: PortfolioMoney | null;
}

const LEDGER_KEYS: Readonly<Record<string, BreakdownLineKey>> = {
  startingValue: 'starting_value', deposits: 'deposits', withdrawals: 'withdrawals', transfersIn: 'transfers_in', transfersOut: 'transfers_out',
  realisedGains: 'realised_gains', dividends: 'dividends', interest: 'interest', fees: 'fees', taxes: 'taxes', currencyGains: 'currency_gains',
};

/**
 * A range replayed once: the daily value series in the base currency (for the time- and
 * money-weighted returns) and the breakdown of its return. Transactions up to the base day make
 * the opening holdings and cash, valued on it; each later day's transactions apply, then the
 * day is valued at its closes (the last on or before it; before a first close, a holding's latest
 * trade price) and rates. Money paid in (deposits, transfers in, and what buys needed beyond the
 * cash) and taken out (withdrawals, transfers out) are the series' flows, netted per day:
 * dividends, interest, fees and taxes stay in the portfolio's cash and are part of its return.
 */
export function rangeLedger(transactions: readonly PortfolioTransaction[], options: RangeLedgerOptions): RangeLedger {
  const { from, to } = options;
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError('rangeLedger: from and to must be dates written YYYY-MM-DD');
  const base = normalizeCurrency(options.baseCurrency);
  const ledger = new Ledger({ baseCurrency: base, rates: options.rates, entries: options.entries !== false }, options.closes);
  const events = ledgerEvents(transactions, base);
  const first = dayNumber(from);
  const last = Math.max(first, dayNumber(to));
  let e = 0;
  for (; e < events.length && events[e]!.day <= first; e++) ledger.apply(events[e]!);
  const startingValue = ledger.startRange(first);
  const series: ValuePoint[] = [{ date: from, value: fromMinor(startingValue, base), inflow: 0, outflow: 0, flow: 0 }];
  let weighted = startingValue;
  const span = last - first;
  let endValue = startingValue;
  for (let day = first + 1; day <= last; day++) {
    ledger.dayInflow = 0;
    ledger.dayOutflow = 0;
    for (; e < events.length && events[e]!.day <= day; e++) ledger.apply(events[e]!);
    const net = ledger.dayInflow - ledger.dayOutflow;
    endValue = ledger.valueOn(day);
    // Money in counts from the start of its day, money out until its end (as the time-weighted return times them).
    if (net > 0) weighted += (net * (last - day + 1)) / span;
    else if (net < 0) weighted += (net * (last - day)) / span;
    series.push({
      date: fromDayNumber(day),
      value: fromMinor(endValue, base),
      inflow: net > 0 ? fromMinor(net, base) : 0,
      outflow: net < 0 ? fromMinor(-net, base) : 0,
      flow: fromMinor(net, base),
    });
  }

  const entries = ledger.entries;
  const endDate = fromDayNumber(last);
  let unrealised = 0;
  let currency = ledger.totals.realisedCurrencyGains;
  const push = (key: string, entry: LedgerEntry) => { if (entries) (entries[key] ??= []).push(entry); };
  for (const p of [...ledger.positions.values()].sort((a, b) => (a.symbol < b.symbol ? -1 : 1))) {
    if (p.micro <= 0) continue;
    const v = ledger.valuePosition(p, last);
    const pricePart = convertMinor(v.local - p.costLocal, p.cash, base, v.rate);
    const currencyPart = v.base - p.costBase - pricePart;
    unrealised += pricePart;
    currency += currencyPart;
    push('unrealisedGains', holdingEntry(p, v, endDate, pricePart, p.costLocal));
    if (currencyPart) push('currencyGains', holdingEntry(p, v, endDate, currencyPart, p.costLocal));
    push('endingValue', holdingEntry(p, v, endDate));
  }
  for (const a of ledger.cash.values()) {
    if (!a.balance && !a.book) continue;
    const v = ledger.valueCash(a, last);
    const gain = v.base - a.book;
    currency += gain;
    if (gain) push('currencyGains', cashEntry(a, v, endDate, gain));
    if (a.balance) push('endingValue', cashEntry(a, v, endDate));
  }

  let money: PortfolioMoney | null = null;
  if (options.quotes) {
    ledger.recording = false;
    for (; e < events.length; e++) ledger.apply(events[e]!);
    money = moneyOf(ledger, options.quotes, undefined, endDate);
  }
  const t = ledger.totals;
  const amounts: Record<BreakdownLineKey, number> = {
    starting_value: startingValue,
    deposits: t.deposits,
    withdrawals: t.withdrawals,
    transfers_in: t.transfersIn,
    transfers_out: t.transfersOut,
    realised_gains: t.realisedGains,
    unrealised_gains: unrealised,
    dividends: t.dividends,
    interest: t.interest,
    fees: t.fees,
    taxes: t.taxes,
    currency_gains: currency,
    ending_value: endValue,
  };
  const lines = BREAKDOWN_LINES.map((key): BreakdownLine => {
    const list = entriesOf(entries, key);
    return { key, label: BREAKDOWN_LINE_LABELS[key], sign: BREAKDOWN_LINE_SIGNS[key], amount: amounts[key], entries: list, entry_count: list.length };
  });
  const parts = {
    capital: t.realisedGains + unrealised,
    income: t.dividends + t.interest,
    currency,
    costs: t.fees + t.taxes,
  };
  const gain = endValue - startingValue - (t.deposits + t.transfersIn - t.withdrawals - t.transfersOut);
  const ratio = (x: number): number | null => (weighted > 0 ? x / weighted : null);
  return {
    series,
    money,
    breakdown: {
      base_currency: base,
      from,
      to: endDate,
      starting_value: startingValue,
      ending_value: endValue,
      lines,
      gain,
      parts,
      average_capital: Math.round(weighted),
      part_ratios: { capital: ratio(parts.capital), income: ratio(parts.income), currency: ratio(parts.currency), costs: ratio(parts.costs), total: ratio(gain) },
      missing_rates: [...ledger.rates.missing].sort(),
    },
  };
}

function entriesOf(entries: Record<string, LedgerEntry[]> | null, key: BreakdownLineKey): LedgerEntry[] {
  if (!entries) return [];
  for (const [name, line] of Object.entries(LEDGER_KEYS)) if (line === key) return entries[name] ?? [];
  if (key === 'unrealised_gains') return entries.unrealisedGains ?? [];
  if (key === 'ending_value') return entries.endingValue ?? [];
  return [];
}

/**
 * The value series of a range with every transaction type and currency: `rangeLedger`'s series
 * without collecting the breakdown's entries. Its flows are money paid in and taken out, so the
 * time-weighted return (`timeWeightedReturn`) and the money-weighted one (`seriesCashFlows`,
 * `moneyWeightedReturn`) read it as they read `valueSeries`.
 */
export function ledgerSeries(transactions: readonly PortfolioTransaction[], options: Omit<RangeLedgerOptions, 'entries'>): ValuePoint[] {
  return rangeLedger(transactions, { ...options, entries: false }).series;
}
