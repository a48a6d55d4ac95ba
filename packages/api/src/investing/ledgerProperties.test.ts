// Property tests of the money model (issue 31's proofs): the breakdown adds up for any history,
// a split leaves value and cost unchanged, a deposit and an equal withdrawal change no return,
// another base currency and back changes nothing beyond rounding, and the time-weighted return
// does not depend on money paid in or taken out while the money-weighted one does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './isoDate';
import type { DailyRate } from './ledger';
import { moneyWeightedReturn, seriesCashFlows } from './moneyWeightedReturn';
import { minorDigits } from './money';
import { portfolioMoney } from './portfolioMoney';
import type { PortfolioTransaction } from './portfolioTransaction';
import { ratesToBase } from './ratesToBase';
import { compareReturns } from './returnComparison';
import { rangeLedger } from './returnBreakdown';
import { timeWeightedReturn } from './timeWeightedReturn';
import type { DailyClose, TransactionType } from './types';

const FIRST = '2026-01-01';
const DAYS = 30;
const dateOf = (day: number): string => addDays(FIRST, day);
const at = (day: number, minute = 0): string => `${dateOf(day)}T${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

const INSTRUMENTS = [
  { symbol: 'AAA', currency: 'USD' },
  { symbol: 'BBB', currency: 'GBp' },
  { symbol: 'CCC', currency: 'EUR' },
  { symbol: 'DDD', currency: 'JPY' },
] as const;
const CASH = ['EUR', 'USD', 'GBP', 'JPY'] as const;
const TYPES: readonly TransactionType[] = ['buy', 'buy', 'buy', 'sell', 'sell', 'dividend', 'deposit', 'deposit', 'withdrawal', 'interest', 'fee', 'tax', 'split', 'transfer_in', 'transfer_out', 'transfer_in', 'transfer_out'];

/** A price in a currency's usual steps: cents, tenths of a penny, whole yen. */
const priceArb = (currency: string) => (currency === 'JPY' ? fc.integer({ min: 100, max: 50_000 }) : fc.integer({ min: 50, max: 500_000 }).map((c) => c / (currency === 'GBp' ? 10 : 100)));

const closesArb = fc.tuple(...INSTRUMENTS.map((i) => fc.array(fc.option(priceArb(i.currency), { freq: 4 }), { minLength: DAYS, maxLength: DAYS })))
  .map((lists) => Object.fromEntries(lists.map((list, k) => [INSTRUMENTS[k]!.symbol, list.flatMap((close, day): DailyClose[] => (close === null ? [] : [{ date: dateOf(day), close }]))])));

/** EUR per unit of each other currency, by day, as the market data's FX rates (four to six significant digits). */
const rateListArb = (min: number, max: number) => fc.array(fc.integer({ min: Math.round(min * 1e4), max: Math.round(max * 1e4) }), { minLength: DAYS, maxLength: DAYS })
  .map((list): DailyRate[] => list.map((r, day) => ({ date: dateOf(day), rate: r / 1e4 })));
const eurRatesArb = fc.record({ USD: rateListArb(0.8, 1.1), GBP: rateListArb(1.05, 1.3), JPY: rateListArb(0.005, 0.008) });

const opArb = fc.record({
  type: fc.constantFrom(...TYPES),
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  instrument: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }),
  cash: fc.constantFrom(...CASH),
  quantity: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 5_000_000 }).map((q) => q / 1e4)),
  priceCents: fc.integer({ min: 1, max: 500_000 }),
  amountCents: fc.integer({ min: 1, max: 5_000_000 }),
  feeCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000 })),
  taxCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000 })),
  ratio: fc.constantFrom(2, 3, 4, 10, 0.5, 0.1, 1.5),
  shares: fc.boolean(),
});
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

function toTransaction(op: Op, index: number): PortfolioTransaction {
  const inst = INSTRUMENTS[op.instrument]!;
  const base = { id: `t${index}`, executed_at: at(op.day, index % 600), fee: op.feeCents / 100, tax: op.taxCents / 100 };
  const price = inst.currency === 'JPY' ? op.priceCents : op.priceCents / 100;
  const cashAmount = op.cash === 'JPY' ? op.amountCents : op.amountCents / 100;
  switch (op.type) {
    case 'buy': case 'sell': case 'dividend':
      return { ...base, type: op.type, symbol: inst.symbol, currency: inst.currency, quantity: op.quantity, price: op.type === 'dividend' ? price / 50 : price };
    case 'split':
      return { ...base, type: 'split', symbol: inst.symbol, currency: inst.currency, quantity: 0, price: 0, split_ratio: op.ratio };
    case 'transfer_in': case 'transfer_out':
      return op.shares
        ? { ...base, type: op.type, symbol: inst.symbol, currency: inst.currency, quantity: op.quantity, price }
        : { ...base, type: op.type, symbol: '', currency: op.cash, quantity: 0, price: 0, amount: cashAmount };
    default:
      return { ...base, type: op.type, symbol: op.type === 'fee' || op.type === 'tax' ? (op.shares ? inst.symbol : '') : '', currency: op.cash, quantity: 0, price: 0, amount: cashAmount };
  }
}
const historyArb = fc.array(opArb, { maxLength: 40 }).map((ops) => ops.map(toTransaction));

describe('the return explained adds up (property)', () => {
  it('starting value + every line = ending value, to the minor unit, for any history, range and rates; each line is the sum of its entries', () => {
    fc.assert(fc.property(historyArb, closesArb, eurRatesArb, fc.integer({ min: -1, max: DAYS - 1 }), fc.integer({ min: 0, max: DAYS + 2 }), (history, closes, rates, a, span) => {
      const from = dateOf(a);
      const to = dateOf(Math.min(DAYS + 1, a + span));
      const { breakdown, series } = rangeLedger(history, { baseCurrency: 'EUR', rates, closes, from, to });
      const byKey = Object.fromEntries(breakdown.lines.map((l) => [l.key, l]));
      const moved = breakdown.lines.reduce((sum, l) => sum + l.sign * l.amount, 0);
      expect(breakdown.starting_value + moved).toBe(breakdown.ending_value);
      for (const l of breakdown.lines) {
        expect(Number.isInteger(l.amount)).toBe(true);
        expect(l.entries.reduce((sum, e) => sum + e.base_amount, 0)).toBe(l.amount);
      }
      const p = breakdown.parts;
      expect(p.capital + p.income + p.currency - p.costs).toBe(breakdown.gain);
      expect(byKey.realised_gains!.amount + byKey.unrealised_gains!.amount).toBe(p.capital);
      expect(Math.round(series[series.length - 1]!.value * 100)).toBe(breakdown.ending_value);
      expect(Math.round(series[0]!.value * 100)).toBe(breakdown.starting_value);
      // The series' flows are the money paid in and taken out of the breakdown.
      const flows = series.slice(1).reduce((sum, x) => sum + Math.round(x.flow * 100), 0);
      expect(flows).toBe(byKey.deposits!.amount + byKey.transfers_in!.amount - byKey.withdrawals!.amount - byKey.transfers_out!.amount);
    }), { numRuns: 300 });
  });

  it('the whole history from before its first day is the summary: value - money in = price + income - costs + currency', () => {
    fc.assert(fc.property(historyArb, eurRatesArb, (history, rates) => {
      const { summary } = portfolioMoney(history, { baseCurrency: 'EUR', rates, today: dateOf(DAYS - 1) });
      expect(summary.total_value - summary.net_paid_in).toBe(summary.total_return);
      expect(summary.price_effect + summary.income - summary.fees - summary.taxes + summary.currency_effect).toBe(summary.total_return);
    }));
  });
});

describe('one replay for the overview (property)', () => {
  it('the holdings, cash and summary that rangeLedger gives with quotes are portfolioMoney\'s, whatever the range', () => {
    fc.assert(fc.property(historyArb, closesArb, eurRatesArb, fc.integer({ min: -1, max: DAYS - 1 }), (history, closes, rates, a) => {
      const quotes = INSTRUMENTS.map((i, k) => ({ symbol: i.symbol, currency: i.currency, price: 10 + k, change: 0.5, as_of: `${dateOf(DAYS - 1)}T20:00:00Z` }));
      const { money } = rangeLedger(history, { baseCurrency: 'EUR', rates, closes, from: dateOf(a), to: dateOf(Math.max(a, DAYS - 5)), quotes });
      expect(money).toEqual(portfolioMoney(history, { baseCurrency: 'EUR', rates, quotes }));
    }));
  });
});

describe('a split (property)', () => {
  it('leaves the value, the cost and the time-weighted return unchanged when the market\'s prices divide by its ratio', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ day: fc.integer({ min: 0, max: 9 }), quantity: fc.integer({ min: 1, max: 1_000_000 }).map((q) => q / 1000), cents: fc.integer({ min: 1, max: 5000 }) }), { minLength: 1, maxLength: 8 }),
      fc.constantFrom(2, 3, 4, 5, 10, 20),
      fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: DAYS, maxLength: DAYS }),
      fc.integer({ min: 10, max: DAYS - 1 }),
      (buys, k, path, splitDay) => {
        // Prices in multiples of k cents, so the split-adjusted price is a whole number of cents.
        const unsplit: DailyClose[] = path.map((c, day) => ({ date: dateOf(day), close: (c * k) / 100 }));
        const adjusted: DailyClose[] = path.map((c, day) => ({ date: dateOf(day), close: day >= splitDay ? c / 100 : (c * k) / 100 }));
        const history: PortfolioTransaction[] = buys.map((b, i) => ({ id: `b${i}`, type: 'buy', symbol: 'AAA', currency: 'USD', quantity: b.quantity, price: (b.cents * k) / 100, executed_at: at(b.day, i) }));
        const split: PortfolioTransaction = { id: 's', type: 'split', symbol: 'AAA', currency: 'USD', quantity: 0, price: 0, split_ratio: k, executed_at: `${dateOf(splitDay)}T00:00:00.000Z` };
        const rates = { EUR: [{ date: FIRST, rate: 1.1 }] };
        const options = { baseCurrency: 'USD', rates, from: dateOf(0), to: dateOf(DAYS - 1) };
        const before = rangeLedger(history, { ...options, closes: { AAA: unsplit } });
        const after = rangeLedger([...history, split], { ...options, closes: { AAA: adjusted } });
        expect(after.series.map((p) => p.value)).toEqual(before.series.map((p) => p.value));
        expect(timeWeightedReturn(after.series)).toBe(timeWeightedReturn(before.series));
        const last = path[DAYS - 1]!;
        const a = portfolioMoney([...history, split], { baseCurrency: 'USD', quotes: [{ symbol: 'AAA', price: last / 100, change: 0, as_of: `${dateOf(DAYS - 1)}T20:00:00Z` }] });
        const b = portfolioMoney(history, { baseCurrency: 'USD', quotes: [{ symbol: 'AAA', price: (last * k) / 100, change: 0, as_of: `${dateOf(DAYS - 1)}T20:00:00Z` }] });
        const [ha, hb] = [a.holdings[0]!, b.holdings[0]!];
        expect([ha.value, ha.cost, ha.cost_local, ha.unrealised_gain]).toEqual([hb.value, hb.cost, hb.cost_local, hb.unrealised_gain]);
        expect(ha.quantity).toBeCloseTo(hb.quantity * k, 6);
        expect(ha.average_cost! * k).toBeCloseTo(hb.average_cost!, 9);
      },
    ));
  });
});

describe('a deposit then an equal withdrawal (property)', () => {
  it('changes no return: neither the time- nor the money-weighted one, nor any gain of the breakdown', () => {
    fc.assert(fc.property(historyArb, closesArb, eurRatesArb, fc.integer({ min: 1, max: DAYS - 1 }), fc.constantFrom(...CASH), fc.integer({ min: 1, max: 10_000_000 }), (history, closes, rates, day, currency, cents) => {
      const amount = currency === 'JPY' ? cents : cents / 100;
      const both: PortfolioTransaction[] = [
        ...history,
        { id: 'in', type: 'deposit', symbol: '', currency, amount, quantity: 0, price: 0, executed_at: `${dateOf(day)}T23:59:58.000Z` },
        { id: 'out', type: 'withdrawal', symbol: '', currency, amount, quantity: 0, price: 0, executed_at: `${dateOf(day)}T23:59:59.000Z` },
      ];
      const options = { baseCurrency: 'EUR', rates, closes, from: dateOf(0), to: dateOf(DAYS - 1) };
      const without = rangeLedger(history, options);
      const withBoth = rangeLedger(both, options);
      expect(withBoth.series).toEqual(without.series);
      expect(timeWeightedReturn(withBoth.series)).toBe(timeWeightedReturn(without.series));
      const mwr = (s: typeof without.series) => { const cf = seriesCashFlows(s); return cf ? moneyWeightedReturn(cf.flows, cf.endValue) : null; };
      expect(mwr(withBoth.series)).toBe(mwr(without.series));
      expect(withBoth.breakdown.gain).toBe(without.breakdown.gain);
      expect(withBoth.breakdown.parts).toEqual(without.breakdown.parts);
    }));
  });
});

describe('another base currency and back (property)', () => {
  it('values the same portfolio in USD and, converted back at the day\'s rate, in EUR to within the rounding of each amount', () => {
    fc.assert(fc.property(historyArb, eurRatesArb, (history, eurRates) => {
      const today = dateOf(DAYS - 1);
      // The same rates seen from USD: EUR per unit -> USD per unit through EUR's own USD rate.
      const eurPerUnit = { ...eurRates, EUR: eurRates.USD.map((r) => ({ date: r.date, rate: 1 })) };
      const usdRates = ratesToBase(eurPerUnit, 'EUR', 'USD');
      const inEur = portfolioMoney(history, { baseCurrency: 'EUR', rates: eurRates, today });
      const inUsd = portfolioMoney(history, { baseCurrency: 'USD', rates: usdRates, today });
      const usdToEur = eurRates.USD[DAYS - 1]!.rate;
      const back = inUsd.summary.total_value * usdToEur;
      const amounts = inEur.holdings.filter((h) => h.quantity > 0).length + inEur.cash.length;
      // Each amount is rounded to half a cent in each base; JPY amounts round to whole yen first in both, the same way.
      expect(Math.abs(back - inEur.summary.total_value)).toBeLessThanOrEqual(amounts * (0.5 + 0.5 * usdToEur) + 1e-6 * Math.abs(inEur.summary.total_value) + 0.5);
      expect(minorDigits('EUR')).toBe(minorDigits('USD'));
      // Local amounts (in each instrument's own currency) do not depend on the base at all.
      expect(inUsd.holdings.map((h) => [h.symbol, h.quantity, h.value_local, h.cost_local])).toEqual(inEur.holdings.map((h) => [h.symbol, h.quantity, h.value_local, h.cost_local]));
    }));
  });
});

describe('time-weighted against money-weighted (property)', () => {
  /** One EUR instrument at whole cents; money paid in buys at the previous close, a sale at the close is taken out the same day. */
  const fullyInvested = (path: readonly number[], extra: readonly { day: number; shares: number; sell: boolean }[]): PortfolioTransaction[] => {
    const txs: PortfolioTransaction[] = [
      { id: 'd0', type: 'deposit', symbol: '', currency: 'EUR', amount: (100 * path[0]!) / 100, quantity: 0, price: 0, executed_at: at(1, 0) },
      { id: 'b0', type: 'buy', symbol: 'CCC', currency: 'EUR', quantity: 100, price: path[0]! / 100, executed_at: at(1, 1) },
    ];
    let held = 100;
    extra.forEach(({ day, shares, sell }, i) => {
      if (sell) {
        const q = Math.min(shares, held - 1);
        if (q <= 0) return;
        held -= q;
        txs.push({ id: `s${i}`, type: 'sell', symbol: 'CCC', currency: 'EUR', quantity: q, price: path[day]! / 100, executed_at: at(day, 2 + 2 * i) });
        txs.push({ id: `w${i}`, type: 'withdrawal', symbol: '', currency: 'EUR', amount: (q * path[day]!) / 100, quantity: 0, price: 0, executed_at: at(day, 3 + 2 * i) });
      } else {
        held += shares;
        txs.push({ id: `d${i + 1}`, type: 'deposit', symbol: '', currency: 'EUR', amount: (shares * path[day - 1]!) / 100, quantity: 0, price: 0, executed_at: at(day, 2 + 2 * i) });
        txs.push({ id: `b${i + 1}`, type: 'buy', symbol: 'CCC', currency: 'EUR', quantity: shares, price: path[day - 1]! / 100, executed_at: at(day, 3 + 2 * i) });
      }
    });
    return txs;
  };
  const closesOf = (path: readonly number[]) => ({ CCC: path.map((c, day) => ({ date: dateOf(day), close: c / 100 })) });
  const options = (path: readonly number[]) => ({ baseCurrency: 'EUR', closes: closesOf(path), from: dateOf(0), to: dateOf(DAYS - 1) });

  it('the time-weighted return is the same whatever money comes and goes, and is the price\'s return', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 100, max: 100_000 }), { minLength: DAYS, maxLength: DAYS }),
      fc.array(fc.record({ day: fc.integer({ min: 2, max: DAYS - 1 }), shares: fc.integer({ min: 1, max: 1000 }), sell: fc.boolean() }), { maxLength: 10 }),
      (path, extra) => {
        // One movement of money a day: within a day money in and out are netted (see rangeLedger).
        const sorted = [...new Map(extra.map((x) => [x.day, x])).values()].sort((a, b) => a.day - b.day);
        const plain = timeWeightedReturn(rangeLedger(fullyInvested(path, []), options(path)).series)!;
        const flows = timeWeightedReturn(rangeLedger(fullyInvested(path, sorted), options(path)).series)!;
        expect(flows).toBeCloseTo(plain, 9);
        expect(plain).toBeCloseTo(path[DAYS - 1]! / path[0]! - 1, 9);
      },
    ));
  });

  it('the money-weighted return is not: money paid in just before a rise raises it', () => {
    fc.assert(fc.property(
      fc.integer({ min: 3, max: DAYS - 3 }),
      fc.array(fc.integer({ min: 1, max: 500 }), { minLength: DAYS, maxLength: DAYS }),
      fc.integer({ min: 1, max: 1000 }),
      (riseFrom, steps, shares) => {
        // Flat at 10.00 until riseFrom, then rising every day.
        let price = 1000;
        const path = steps.map((s, day) => (day < riseFrom ? 1000 : (price += s)));
        const mwr = (txs: PortfolioTransaction[]) => { const r = rangeLedger(txs, options(path)); const cf = seriesCashFlows(r.series)!; return { mwr: moneyWeightedReturn(cf.flows, cf.endValue)!, twr: timeWeightedReturn(r.series)! }; };
        const a = mwr(fullyInvested(path, []));
        const b = mwr(fullyInvested(path, [{ day: riseFrom, shares, sell: false }]));
        expect(b.twr).toBeCloseTo(a.twr, 9);
        expect(b.mwr).toBeGreaterThan(a.mwr);
      },
    ));
  });
});

describe('compareReturns', () => {
  const path = Array.from({ length: DAYS }, (_, day) => (day < 15 ? 1000 : 1000 + (day - 14) * 20));
  const closes = { CCC: path.map((c, day) => ({ date: dateOf(day), close: c / 100 })) };
  const buy = (day: number, shares: number, id: string): PortfolioTransaction[] => [
    { id: `d${id}`, type: 'deposit', symbol: '', currency: 'EUR', amount: (shares * path[day - 1]!) / 100, quantity: 0, price: 0, executed_at: at(day, 0) },
    { id: `b${id}`, type: 'buy', symbol: 'CCC', currency: 'EUR', quantity: shares, price: path[day - 1]! / 100, executed_at: at(day, 1) },
  ];
  const series = (txs: PortfolioTransaction[], from = dateOf(0)) => rangeLedger(txs, { baseCurrency: 'EUR', closes, from, to: dateOf(DAYS - 1) }).series;

  it('names the largest deposit and what the portfolio made after it', () => {
    const c = compareReturns(series([...buy(1, 10, 'a'), ...buy(15, 90, 'b')]), 'EUR');
    expect(c.money_weighted_period!).toBeGreaterThan(c.time_weighted!);
    expect(c.sentence).toBe('Your money-weighted return is higher than the time-weighted one because your largest deposit, €900.00 on Jan 16, 2026, came before the portfolio did better: the portfolio made 0.0 % before it and +30.0 % from then on.');
  });

  it('names a deposit made before a fall as why the money-weighted return is lower', () => {
    const falling = Array.from({ length: DAYS }, (_, day) => (day < 15 ? 1000 + day * 10 : 1140 - (day - 14) * 10));
    const fallCloses = { CCC: falling.map((c, day) => ({ date: dateOf(day), close: c / 100 })) };
    const txs: PortfolioTransaction[] = [
      { id: 'd1', type: 'deposit', symbol: '', currency: 'EUR', amount: 100, quantity: 0, price: 0, executed_at: at(1, 0) },
      { id: 'b1', type: 'buy', symbol: 'CCC', currency: 'EUR', quantity: 10, price: 10, executed_at: at(1, 1) },
      { id: 'd2', type: 'deposit', symbol: '', currency: 'EUR', amount: 1140, quantity: 0, price: 0, executed_at: at(15, 0) },
      { id: 'b2', type: 'buy', symbol: 'CCC', currency: 'EUR', quantity: 100, price: 11.4, executed_at: at(15, 1) },
    ];
    const c = compareReturns(rangeLedger(txs, { baseCurrency: 'EUR', closes: fallCloses, from: dateOf(0), to: dateOf(DAYS - 1) }).series, 'EUR');
    expect(c.sentence).toMatch(/^Your money-weighted return is lower than the time-weighted one because your largest deposit, €1,140\.00 on Jan 16, 2026, came before the portfolio did worse: the portfolio made \+14\.0 % before it and -\d+\.\d % from then on\.$/);
  });

  it('says they are the same when no money came or went during the range', () => {
    const c = compareReturns(series(buy(1, 10, 'a'), dateOf(2)), 'EUR');
    expect(c.sentence).toBe('They are the same here: no money was paid in or taken out during the range, so both only measure how the portfolio did.');
    expect(c.money_weighted_period!).toBeCloseTo(c.time_weighted!, 9);
  });

  it('says when there is nothing to compare', () => {
    expect(compareReturns(series([]), 'EUR').sentence).toBe('There is not enough money at work in this range to compare the two returns.');
  });
});
