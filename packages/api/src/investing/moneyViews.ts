import { formatMoney, formatPrice } from '../format/formatMoney';
import { formatPercent } from '../format/formatPercent';
import { formatIsoDate } from './isoDate';
import type { LedgerEntry } from './ledger';
import { PERFORMANCE_RANGE_LABELS } from './performanceRange';
import { TRANSACTION_TYPE_LABELS } from './transactionKinds';
import type { PortfolioMoneyView, PortfolioReturns } from './types';

/** Whether a figure reads as a gain, a loss or neither (the kit colours it and says it in words too). */
export type FigureTone = 'positive' | 'negative' | 'neutral';
export interface Figure { label: string; value: string; tone: FigureTone }

const MINUS = '\u2212';
const toneOf = (minor: number): FigureTone => (minor > 0 ? 'positive' : minor < 0 ? 'negative' : 'neutral');
/** A signed amount: '+€12.30', '−€4.00', '€0.00'. */
const signed = (minor: number, currency: string): string => `${minor > 0 ? '+' : minor < 0 ? MINUS : ''}${formatMoney(Math.abs(minor), currency)}`;
const shares = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** The money panel's rows (product §10.21, §10.22): every string the kit shows, written once here. */
export interface MoneyPanelView {
  baseCurrency: string;
  figures: Figure[];
  holdings: {
    symbol: string; name: string | null; currency: string; quantity: string; price: string; valueLocal: string; value: string;
    priceEffect: Figure; currencyEffect: Figure; foreign: boolean;
  }[];
  cash: { currency: string; balance: string; value: string; currencyGain: Figure; foreign: boolean }[];
  /** Things the figures leave out, said plainly (a missing rate or quote). */
  notes: string[];
}

/** The money call's answer as the money panel writes it: holdings held now in both currencies, cash per currency, the summary's effects. */
export function moneyPanelView(m: PortfolioMoneyView): MoneyPanelView {
  const base = m.base_currency;
  const s = m.summary;
  const money = (minor: number) => formatMoney(minor, base);
  const figures: Figure[] = [
    { label: 'Total value', value: money(s.total_value), tone: 'neutral' },
    { label: 'Cash', value: money(s.cash_value), tone: 'neutral' },
    { label: 'Net paid in', value: money(s.net_paid_in), tone: 'neutral' },
    { label: 'Price effect', value: signed(s.price_effect, base), tone: toneOf(s.price_effect) },
    { label: 'Currency effect', value: signed(s.currency_effect, base), tone: toneOf(s.currency_effect) },
    { label: 'Income', value: signed(s.income, base), tone: toneOf(s.income) },
    { label: 'Fees and taxes', value: signed(-(s.fees + s.taxes), base), tone: toneOf(-(s.fees + s.taxes)) },
    {
      label: 'Total return',
      value: `${signed(s.total_return, base)}${s.total_return_ratio === null ? '' : ` (${formatPercent(s.total_return_ratio, { signed: true })})`}`,
      tone: toneOf(s.total_return),
    },
  ];
  const notes = [
    ...s.missing_rates.map((c) => `No exchange rate for ${c}: its amounts count as nothing in ${base} until one is known.`),
    ...(s.missing_quotes.length ? [`No quote for ${s.missing_quotes.join(', ')}: valued at the latest trade's price.`] : []),
  ];
  return {
    baseCurrency: base,
    figures,
    holdings: m.holdings.filter((h) => h.quantity > 0).map((h) => ({
      symbol: h.symbol,
      name: h.name,
      currency: h.currency,
      quantity: shares(h.quantity),
      price: h.price === null ? '\u2014' : formatPrice(h.price, h.currency),
      valueLocal: formatMoney(h.value_local, h.cash_currency),
      value: money(h.value),
      priceEffect: { label: 'Price effect', value: signed(h.price_effect, base), tone: toneOf(h.price_effect) },
      currencyEffect: { label: 'Currency effect', value: signed(h.currency_effect, base), tone: toneOf(h.currency_effect) },
      foreign: h.cash_currency !== base,
    })),
    cash: m.cash.filter((c) => c.balance !== 0).map((c) => ({
      currency: c.currency,
      balance: formatMoney(c.balance, c.currency),
      value: money(c.value),
      currencyGain: { label: 'Currency effect', value: signed(c.currency_gain, base), tone: toneOf(c.currency_gain) },
      foreign: c.currency !== base,
    })),
    notes,
  };
}

/** The return explained as the page writes it (product §10.23). */
export interface ReturnExplainedView {
  period: string;
  lines: {
    key: string; label: string; amount: string; tone: FigureTone; total: boolean;
    entries: { key: string; date: string; what: string; amount: string; base: string }[];
    /** 'and 120 more' when the server sent the first entries only; null when all are listed. */
    more: string | null;
  }[];
  parts: Figure[];
  timeWeighted: string;
  moneyWeighted: string;
  why: string;
}

/** What an entry of a line is, in words: 'Sell 10 AAPL at $190.00', '40 AAPL at the close of Mar 2, 2026 ($195.10)'. */
function entryText(e: LedgerEntry): string {
  const price = e.price !== null && e.price_currency ? formatPrice(e.price, e.price_currency) : null;
  const of = e.symbol ? ` ${e.quantity !== null ? `${shares(e.quantity)} ` : ''}${e.symbol}` : '';
  switch (e.kind) {
    case 'holding':
      return `${of.trim()} at ${price ?? 'its cost'}${e.price_date ? ` (close of ${formatIsoDate(e.price_date)})` : ''}`;
    case 'cash':
      return `Cash in ${e.currency}`;
    case 'paid_in':
      return `Paid in for a buy${of}`;
    default:
      return `${TRANSACTION_TYPE_LABELS[e.kind]}${of}${price && e.kind !== 'split' ? ` at ${price}` : ''}`;
  }
}

export function returnExplainedView(r: PortfolioReturns): ReturnExplainedView {
  const b = r.breakdown;
  const base = b.base_currency;
  const ratio = (v: number | null) => (v === null ? 'n/a' : formatPercent(v, { signed: true }));
  return {
    period: `${PERFORMANCE_RANGE_LABELS[r.range]}: ${formatIsoDate(b.from)} to ${formatIsoDate(b.to)}`,
    lines: b.lines.map((l) => {
      const total = l.sign === 0;
      const shown = total ? l.amount : l.sign * l.amount;
      return {
        key: l.key,
        label: l.label,
        amount: total ? formatMoney(l.amount, base) : signed(shown, base),
        tone: total ? 'neutral' : toneOf(shown),
        total,
        entries: l.entries.map((e, i) => ({
          key: `${e.transaction_id ?? e.kind}-${e.date}-${i}`,
          date: formatIsoDate(e.date),
          what: entryText(e),
          amount: formatMoney(e.amount, e.currency),
          base: e.currency === base ? '' : `${signed(e.base_amount, base)} at ${e.rate.toFixed(4)}${e.rate_date ? ` (${formatIsoDate(e.rate_date)})` : ''}`,
        })),
        more: l.entry_count > l.entries.length ? `and ${l.entry_count - l.entries.length} more` : null,
      };
    }),
    parts: [
      { label: 'Capital', value: signed(b.parts.capital, base), tone: toneOf(b.parts.capital) },
      { label: 'Income', value: signed(b.parts.income, base), tone: toneOf(b.parts.income) },
      { label: 'Currency', value: signed(b.parts.currency, base), tone: toneOf(b.parts.currency) },
      { label: 'Costs', value: signed(-b.parts.costs, base), tone: toneOf(-b.parts.costs) },
    ],
    timeWeighted: ratio(r.comparison.time_weighted),
    moneyWeighted: ratio(r.comparison.money_weighted_period),
    why: r.comparison.sentence,
  };
}
