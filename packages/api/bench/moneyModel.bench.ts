// Benchmark of the money model (not a test: it asserts nothing and `npm test` does not run it).
// 50,000 generated transactions of every common type over 100 symbols in three currencies (USD,
// EUR, GBp) and 10 years of weekday closes and FX rates, a EUR portfolio: portfolioMoney
// (holdings, cash, summary at the quotes), the value series of the last year and of 10 years,
// the last year's breakdown with its entries, and the overview's path (holdings + the last
// year's series + TWR + MWR + the comparison). Each run BENCH_RUNS times (default 7) after a warm-up.
// Usage: pnpm --filter @pt/api bench:money   (BENCH_RUNS=N, BENCH_TRANSACTIONS=N)
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  addDays, compareReturns, ledgerSeries, moneyWeightedReturn, portfolioMoney, rangeLedger, seriesCashFlows, timeWeightedReturn,
  type DailyClose, type DailyRate, type MoneyQuote, type PortfolioTransaction,
} from '../src/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const SYMBOLS = 100;
const FIRST = '2016-01-01';
const LAST = '2025-12-31';
const CURRENCIES = ['USD', 'EUR', 'GBp'] as const;

/** mulberry32: the same data on every run and machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate() {
  const rnd = random(20_261_128);
  const days: string[] = [];
  for (let d = FIRST; d <= LAST; d = addDays(d, 1)) {
    const w = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (w !== 0 && w !== 6) days.push(d);
  }
  const symbols = Array.from({ length: SYMBOLS }, (_, i) => ({ symbol: `S${String(i).padStart(3, '0')}`, currency: CURRENCIES[i % 3]! }));
  const closes: Record<string, DailyClose[]> = {};
  for (const { symbol, currency } of symbols) {
    let price = (20 + 480 * rnd()) * (currency === 'GBp' ? 100 : 1);
    closes[symbol] = days.map((date) => {
      price = Math.max(0.01, price * Math.exp(0.0003 + 0.018 * (rnd() + rnd() + rnd() - 1.5)));
      return { date, close: Math.round(price * 100) / 100 };
    });
  }
  const rates: Record<string, DailyRate[]> = {};
  for (const [code, start] of [['USD', 0.9], ['GBP', 1.15]] as const) {
    let r = start;
    rates[code] = days.map((date) => {
      r *= Math.exp(0.004 * (rnd() + rnd() - 1));
      return { date, rate: Math.round(r * 1e6) / 1e6 };
    });
  }
  const held = new Map<string, number>();
  const transactions: PortfolioTransaction[] = [];
  const step = days.length / TRANSACTIONS;
  for (let i = 0; i < TRANSACTIONS; i++) {
    const day = Math.min(days.length - 1, Math.floor(i * step));
    const executed_at = `${days[day]}T15:30:00Z`;
    const roll = rnd();
    if (roll < 0.05) {
      transactions.push({ id: `t${i}`, type: 'deposit', symbol: '', currency: 'EUR', amount: Math.round(rnd() * 500_000) / 100, quantity: 0, price: 0, executed_at });
      continue;
    }
    const { symbol, currency } = symbols[Math.floor(rnd() * SYMBOLS)]!;
    const q = held.get(symbol) ?? 0;
    if (roll < 0.1 && q > 0) {
      transactions.push({ id: `t${i}`, type: 'dividend', symbol, currency, quantity: q, price: Math.round(rnd() * 100) / 100, tax: 0, executed_at });
      continue;
    }
    const sell = q > 0 && rnd() < 0.3;
    const quantity = sell ? Math.max(0.0001, Math.round(q * rnd() * 10_000) / 10_000) : Math.ceil(rnd() * 100);
    const traded = sell ? Math.min(q, quantity) : quantity;
    held.set(symbol, sell ? q - traded : q + traded);
    const close = closes[symbol]![day]!.close;
    transactions.push({ id: `t${i}`, type: sell ? 'sell' : 'buy', symbol, currency, quantity: traded, price: Math.round(close * (0.99 + 0.02 * rnd()) * 100) / 100, fee: 1, executed_at });
  }
  const quotes: MoneyQuote[] = symbols.map(({ symbol, currency }) => {
    const c = closes[symbol]!;
    const price = c[c.length - 1]!.close;
    return { symbol, currency, price, change: Math.round((price - c[c.length - 2]!.close) * 100) / 100, as_of: `${LAST}T20:45:00Z` };
  });
  return { transactions, closes, rates, quotes };
}

function time(name: string, run: () => unknown): void {
  run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(8);
  console.log(`| ${name.padEnd(50)} | ${f(ms[Math.floor(ms.length / 2)]!)} | ${f(ms[0]!)} | ${f(ms[ms.length - 1]!)} |`);
}

const { transactions, closes, rates, quotes } = generate();
const yearAgo = '2024-12-31';
const options = { baseCurrency: 'EUR', rates, closes };
console.log(`${transactions.length} transactions, ${SYMBOLS} symbols in USD, EUR and GBp, ${Object.values(closes)[0]!.length} closes each (${FIRST} to ${LAST}), base EUR, ${RUNS} runs`);
console.log(`${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`| ${'step'.padEnd(50)} | median ms | fastest | slowest |`);
console.log(`|${'-'.repeat(52)}|---------:|--------:|--------:|`);
time('portfolioMoney (holdings, cash, summary; quotes)', () => portfolioMoney(transactions, { baseCurrency: 'EUR', rates, quotes }));
time('ledgerSeries, last year', () => ledgerSeries(transactions, { ...options, from: yearAgo, to: LAST }));
time('ledgerSeries, 10 years (3,653 days)', () => ledgerSeries(transactions, { ...options, from: addDays(FIRST, -1), to: LAST }));
time('rangeLedger, last year, with entries (return explained)', () => rangeLedger(transactions, { ...options, from: yearAgo, to: LAST }));
time('overview: holdings + last year\'s series + TWR + MWR (one replay)', () => {
  const { series, money } = rangeLedger(transactions, { ...options, from: yearAgo, to: LAST, entries: false, quotes });
  const cf = seriesCashFlows(series)!;
  return [money, timeWeightedReturn(series), moneyWeightedReturn(cf.flows, cf.endValue)];
});
time('return explained: breakdown + comparison, last year', () => {
  const r = rangeLedger(transactions, { ...options, from: yearAgo, to: LAST });
  return compareReturns(r.series, 'EUR');
});
