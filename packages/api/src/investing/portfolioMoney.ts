import { dayNumber, fromDayNumber, isIsoDate, toIsoDate } from './isoDate';
import { Ledger, MICRO, ledgerEvents, type Position, type RatesToBase } from './ledger';
import { convertMinor, fromMinor, normalizeCurrency, tradeMinor, unitsOfCash } from './money';
import type { PortfolioTransaction } from './portfolioTransaction';
import type { StockQuote } from './types';

/** What a holding reads from a quote; `currency` is the instrument's (the transactions' when absent). */
export type MoneyQuote = Pick<StockQuote, 'symbol' | 'price' | 'change' | 'as_of'> & Partial<Pick<StockQuote, 'name' | 'delayed_minutes' | 'currency'>>;

/**
 * One instrument of a portfolio in its own currency and in the base currency (product §10.22).
 * Money in integer minor units: `*_local` of `cash_currency` (GBP for a GBp listing), the others
 * of the base currency. Closed positions are listed too (their realised gain and income).
 */
export interface MoneyHolding {
  symbol: string;
  name: string | null;
  /** The instrument's currency, its prices' (GBp for a London listing in pence). */
  currency: string;
  cash_currency: string;
  quantity: number;
  /** The quote, per share in `currency`; null without a quote (then valued at its latest trade's price). */
  price: number | null;
  /** The quote's change per share since the previous close. */
  change: number | null;
  value_local: number;
  value: number;
  /** Units of the base per unit of `cash_currency` used for the value, and its day. */
  rate: number;
  rate_date: string | null;
  /** What the shares held cost: in `cash_currency`, and in the base at each purchase's day's rate. */
  cost_local: number;
  cost: number;
  /** cost_local per share in `currency` (major units, unrounded); null when nothing is held. */
  average_cost: number | null;
  /** value - cost in the base = price_effect + currency_effect. */
  unrealised_gain: number;
  /** The gain in the instrument's currency (value_local - cost_local), at today's rate. */
  price_effect: number;
  /** What the rate's move since each purchase did to the cost: the rest of the base gain. */
  currency_effect: number;
  unrealised_gain_local: number;
  /** Realised by sales and transfers out, the price part in the base (at each sale's rate) and the currency part. */
  realised_gain: number;
  realised_currency_gain: number;
  realised_gain_local: number;
  /** Gross dividends received, in `cash_currency` and the base (each at its day's rate). */
  income_local: number;
  income: number;
  /** Fees and taxes paid on this instrument (its trades' and dividends', and fee or tax activities naming it), in the base. */
  fees: number;
  taxes: number;
  /** The day's change of the value in the base: quantity x the quote's change, at today's rate; null without a quote. */
  day_change: number | null;
  day_change_ratio: number | null;
  /** value / the value of every open holding. */
  weight: number | null;
  as_of: string | null;
  delayed_minutes: number | null;
}

/** A cash balance in one currency and what it is worth in the base, with its currency gain since it was paid in. */
export interface CashBalance {
  currency: string;
  /** Minor units of `currency`. */
  balance: number;
  /** Minor units of the base at `rate`. */
  value: number;
  rate: number;
  rate_date: string | null;
  /** value - the movements at their own days' rates: what the rate's moves did to this cash. */
  currency_gain: number;
}

/**
 * The portfolio's headline figures in the base currency's minor units (product §10.22):
 * total_value - net_paid_in = price_effect + income - fees - taxes + currency_effect, to the cent.
 */
export interface MoneySummary {
  base_currency: string;
  total_value: number;
  holdings_value: number;
  cash_value: number;
  day_change: number;
  day_change_ratio: number | null;
  /** Deposits, transfers in, and money paid in for buys the cash did not cover. */
  paid_in: number;
  /** Withdrawals and transfers out. */
  taken_out: number;
  net_paid_in: number;
  realised_gain: number;
  unrealised_gain: number;
  /** realised_gain + unrealised_gain: what prices did, in the instruments' currencies at the days' rates. */
  price_effect: number;
  /** What exchange rates did: to holdings since they were bought, to sales, and to cash in other currencies. */
  currency_effect: number;
  dividends: number;
  interest: number;
  income: number;
  fees: number;
  taxes: number;
  /** total_value - net_paid_in. */
  total_return: number;
  /** total_return / paid_in; null when nothing was paid in. */
  total_return_ratio: number | null;
  as_of: string | null;
  delayed_minutes: number | null;
  /** Open holdings without a quote: valued at their latest trade's price. */
  missing_quotes: string[];
  /** Currencies without an exchange rate: their amounts count as 0 in the base. */
  missing_rates: string[];
}

export interface PortfolioMoney { holdings: MoneyHolding[]; cash: CashBalance[]; summary: MoneySummary }

export interface PortfolioMoneyOptions {
  baseCurrency: string;
  rates?: RatesToBase;
  quotes?: readonly MoneyQuote[];
  /** The day cash and unquoted holdings are valued on ('YYYY-MM-DD'); default the latest quote's day, else the last transaction's. */
  today?: string;
}

/**
 * Holdings, cash and the summary of a whole history (every transaction type, product §10.21) at
 * the quotes, converted to the base currency at the latest rates. One replay of the ledger, so
 * the three agree to the cent.
 */
export function portfolioMoney(transactions: readonly PortfolioTransaction[], options: PortfolioMoneyOptions): PortfolioMoney {
  const base = normalizeCurrency(options.baseCurrency);
  const events = ledgerEvents(transactions, base);
  const ledger = new Ledger({ baseCurrency: base, rates: options.rates });
  for (const ev of events) ledger.apply(ev);
  const lastEvent = events[events.length - 1];
  return moneyOf(ledger, options.quotes ?? [], options.today, lastEvent ? fromDayNumber(lastEvent.day) : undefined);
}

/**
 * Holdings, cash and summary of a ledger that has replayed a whole history, at the quotes (see
 * `portfolioMoney`); cash is valued on `today`, else the latest quote's day, else `fallback`.
 */
export function moneyOf(ledger: Ledger, quoteList: readonly MoneyQuote[], todayOption?: string, fallback?: string): PortfolioMoney {
  const base = ledger.base;
  const quotes = new Map(quoteList.map((q) => [q.symbol.trim().toUpperCase(), q]));
  const quoteDays = [...quotes.values()].map((q) => toIsoDate(q.as_of)).filter((d): d is string => d !== null).sort();
  const valid = (d: string | undefined): string | null => (d && isIsoDate(d) ? d : null);
  const todayText = valid(todayOption) ?? quoteDays[quoteDays.length - 1] ?? valid(fallback);
  const today = todayText ? dayNumber(todayText) : 0;
  const holdings: MoneyHolding[] = [];
  let holdingsValue = 0;
  let dayChange = 0;
  let unrealised = 0;
  let unrealisedCurrency = 0;
  let asOf: string | null = null;
  let delayedMinutes: number | null = null;
  const missingQuotes: string[] = [];
  for (const p of [...ledger.positions.values()].sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))) {
    const q = quotes.get(p.symbol);
    const open = p.micro > 0;
    const day = q ? dayNumber(toIsoDate(q.as_of) ?? todayText ?? '1970-01-01') : today;
    const v = ledger.valueAt(p, q ? q.price : p.tradeMark, null, day);
    const h = holdingOf(p, v.local, v.base, v.rate, v.rateDay, base);
    if (q) {
      h.name = q.name ?? null;
      h.price = q.price;
      h.change = q.change;
      h.as_of = q.as_of;
      h.delayed_minutes = q.delayed_minutes ?? null;
      h.day_change = open ? convertMinor(changeMinor(p, q.change), p.cash, base, v.rate) : 0;
      const previous = h.value - h.day_change;
      h.day_change_ratio = open && previous > 0 ? h.day_change / previous : null;
      if (open) {
        dayChange += h.day_change;
        if (asOf === null || Date.parse(q.as_of) < Date.parse(asOf)) asOf = q.as_of;
        if (q.delayed_minutes !== undefined) delayedMinutes = Math.max(delayedMinutes ?? 0, q.delayed_minutes);
      }
    } else if (open) {
      missingQuotes.push(p.symbol);
    }
    holdingsValue += h.value;
    unrealised += h.price_effect;
    unrealisedCurrency += h.currency_effect;
    holdings.push(h);
  }
  if (holdingsValue > 0) for (const h of holdings) if (h.quantity > 0) h.weight = h.value / holdingsValue;

  const cash: CashBalance[] = [];
  let cashValue = 0;
  let cashCurrency = 0;
  for (const a of [...ledger.cash.values()].sort((x, y) => (x.currency === base ? -1 : y.currency === base ? 1 : x.currency < y.currency ? -1 : 1))) {
    if (!a.balance && !a.lifeBook) continue;
    const v = ledger.valueCash(a, today);
    const gain = v.base - a.lifeBook;
    cash.push({ currency: a.currency, balance: a.balance, value: v.base, rate: v.rate, rate_date: v.rateDay === null ? null : fromDayNumber(v.rateDay), currency_gain: gain });
    cashValue += v.base;
    cashCurrency += gain;
  }

  const t = ledger.life;
  const paidIn = t.deposits + t.transfersIn;
  const takenOut = t.withdrawals + t.transfersOut;
  const totalValue = holdingsValue + cashValue;
  const previousValue = totalValue - dayChange;
  const priceEffect = t.realisedGains + unrealised;
  const currencyEffect = t.realisedCurrencyGains + unrealisedCurrency + cashCurrency;
  const summary: MoneySummary = {
    base_currency: base,
    total_value: totalValue,
    holdings_value: holdingsValue,
    cash_value: cashValue,
    day_change: dayChange,
    day_change_ratio: previousValue > 0 ? dayChange / previousValue : null,
    paid_in: paidIn,
    taken_out: takenOut,
    net_paid_in: paidIn - takenOut,
    realised_gain: t.realisedGains,
    unrealised_gain: unrealised,
    price_effect: priceEffect,
    currency_effect: currencyEffect,
    dividends: t.dividends,
    interest: t.interest,
    income: t.dividends + t.interest,
    fees: t.fees,
    taxes: t.taxes,
    total_return: totalValue - (paidIn - takenOut),
    total_return_ratio: paidIn > 0 ? (totalValue - (paidIn - takenOut)) / paidIn : null,
    as_of: asOf,
    delayed_minutes: delayedMinutes,
    missing_quotes: missingQuotes,
    missing_rates: [...ledger.rates.missing].sort(),
  };
  return { holdings, cash, summary };
}

/** quantity x a change per share, as minor units of the position's cash currency. */
function changeMinor(p: Position, change: number): number {
  const sign = change < 0 ? -1 : 1;
  // tradeMinor rounds half away from zero on the magnitude, so a fall and a rise of the same size are the same amount.
  return sign * Math.abs(tradeMinorOf(p, Math.abs(change)));
}

const tradeMinorOf = (p: Position, price: number): number => tradeMinor(p.micro / MICRO, price, p.currency);

function holdingOf(p: Position, valueLocal: number, valueBase: number, rate: number, rateDay: number | null, base: string): MoneyHolding {
  const open = p.micro > 0;
  const priceEffect = open ? convertMinor(valueLocal - p.lifeCostLocal, p.cash, base, rate) : 0;
  const unrealised = open ? valueBase - p.lifeCostBase : 0;
  return {
    symbol: p.symbol,
    name: null,
    currency: p.currency,
    cash_currency: p.cash,
    quantity: p.micro / MICRO,
    price: null,
    change: null,
    value_local: open ? valueLocal : 0,
    value: open ? valueBase : 0,
    rate,
    rate_date: rateDay === null ? null : fromDayNumber(rateDay),
    cost_local: p.lifeCostLocal,
    cost: p.lifeCostBase,
    average_cost: open ? fromMinor(p.lifeCostLocal, p.cash) / (p.micro / MICRO) / unitsOfCash(p.currency) : null,
    unrealised_gain: unrealised,
    price_effect: priceEffect,
    currency_effect: unrealised - priceEffect,
    unrealised_gain_local: open ? valueLocal - p.lifeCostLocal : 0,
    realised_gain: p.realisedBase,
    realised_currency_gain: p.realisedCurrency,
    realised_gain_local: p.realisedLocal,
    income_local: p.incomeLocal,
    income: p.incomeBase,
    fees: p.feesBase,
    taxes: p.taxesBase,
    day_change: null,
    day_change_ratio: null,
    weight: null,
    as_of: null,
    delayed_minutes: null,
  };
}
