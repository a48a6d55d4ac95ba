// Benchmark of the portfolio math (not a test: it asserts nothing and `npm test` does not run it).
// 50,000 generated transactions over 100 symbols and 10 years of weekday closes, then
// computeHoldings, valueSeries (the whole 10 years and the last year), the time-weighted and
// money-weighted returns and the allocation, and the overview's whole path (what the server
// computes for /app after a write: holdings, summary, allocation and the 1Y performance), each run
// BENCH_RUNS times (default 7) after one warm-up; prints the median, the fastest and the slowest
// run in milliseconds (wall clock), and the median CPU time of this process (on a shared machine
// the wall clock also counts the time other work had the CPU), with the machine.
// Usage: pnpm --filter @pt/api bench   (BENCH_RUNS=N, BENCH_TRANSACTIONS=N; BENCH_SRC=<dir> runs it
// on another copy of src/, e.g. an older commit's, so before and after are measured in one run)
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type * as Sdk from '../src/index';
import type { DailyClose, ExecutionOrder, HoldingQuote, PortfolioTransaction } from '../src/index';

type Api = typeof Sdk;
const api = (await import(process.env.BENCH_SRC ? `${process.env.BENCH_SRC}/index.ts` : '../src/index')) as Api;
const { addDays, allocation, computeHoldings, cumulativeReturns, moneyWeightedReturn, portfolioSummary, seriesCashFlows, timeWeightedReturn, valueSeries } = api;
/** A history read once where the SDK has `executionOrder` (an older one takes the list each time). */
const readOnce = (list: PortfolioTransaction[]): PortfolioTransaction[] | ExecutionOrder =>
  ('executionOrder' in api && typeof api.executionOrder === 'function' ? api.executionOrder(list) : list);

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const SYMBOLS = 100;
const FIRST = '2016-01-01';
const LAST = '2025-12-31';

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
  const rnd = random(20_260_601);
  const days: string[] = [];
  for (let d = FIRST; d <= LAST; d = addDays(d, 1)) {
    const w = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (w !== 0 && w !== 6) days.push(d);
  }
  const symbols = Array.from({ length: SYMBOLS }, (_, i) => `S${String(i).padStart(3, '0')}`);
  const closes: Record<string, DailyClose[]> = {};
  for (const s of symbols) {
    let price = 20 + 480 * rnd();
    closes[s] = days.map((date) => {
      price = Math.max(0.01, price * Math.exp(0.0003 + 0.018 * (rnd() + rnd() + rnd() - 1.5)));
      return { date, close: Math.round(price * 100) / 100 };
    });
  }
  // Transactions in time order; sells take at most what is held, so none is capped.
  const held = new Map<string, number>();
  const transactions: PortfolioTransaction[] = [];
  const step = days.length / TRANSACTIONS;
  for (let i = 0; i < TRANSACTIONS; i++) {
    const day = Math.min(days.length - 1, Math.floor(i * step));
    const symbol = symbols[Math.floor(rnd() * SYMBOLS)]!;
    const q = held.get(symbol) ?? 0;
    const sell = q > 0 && rnd() < 0.3;
    const quantity = sell ? Math.max(0.0001, Math.round(q * rnd() * 10_000) / 10_000) : Math.ceil(rnd() * 100);
    const traded = sell ? Math.min(q, quantity) : quantity;
    held.set(symbol, sell ? q - traded : q + traded);
    const close = closes[symbol]![day]!.close;
    transactions.push({ symbol, type: sell ? 'sell' : 'buy', quantity: traded, price: Math.round(close * (0.99 + 0.02 * rnd()) * 100) / 100, executed_at: `${days[day]}T15:30:00Z` });
  }
  const quotes: HoldingQuote[] = symbols.map((symbol) => {
    const c = closes[symbol]!;
    const price = c[c.length - 1]!.close;
    return { symbol, price, change: Math.round((price - c[c.length - 2]!.close) * 100) / 100, as_of: `${LAST}T20:45:00Z` };
  });
  return { transactions, closes, quotes };
}

function time(name: string, run: () => unknown): void {
  run();
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    run();
    const spent = process.cpuUsage(used);
    ms.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(8);
  console.log(`| ${name.padEnd(52)} | ${f(ms[Math.floor(ms.length / 2)]!)} | ${f(ms[0]!)} | ${f(ms[ms.length - 1]!)} | ${f(cpu[Math.floor(cpu.length / 2)]!)} |`);
}

const { transactions, closes, quotes } = generate();
const series = valueSeries(transactions, closes, addDays(FIRST, -1), LAST);
const holdings = computeHoldings(transactions, quotes);
console.log(`${transactions.length} transactions, ${SYMBOLS} symbols, ${Object.values(closes)[0]!.length} closes each (${FIRST} to ${LAST}), ${RUNS} runs`);
console.log(`${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`${process.env.BENCH_SRC ? `src: ${process.env.BENCH_SRC}` : 'src: this checkout'}`);
console.log(`| ${'step'.padEnd(52)} | median ms | fastest | slowest | CPU ms |`);
console.log(`|${'-'.repeat(54)}|---------:|--------:|--------:|-------:|`);
time('computeHoldings (with quotes)', () => computeHoldings(transactions, quotes));
time('valueSeries, 10 years (3,653 days)', () => valueSeries(transactions, closes, addDays(FIRST, -1), LAST));
time('valueSeries, last year', () => valueSeries(transactions, closes, '2024-12-31', LAST));
{
  const history = readOnce(transactions);
  time('valueSeries, last year, of a history read once', () => valueSeries(history, closes, '2024-12-31', LAST));
}
time('timeWeightedReturn (10-year series)', () => timeWeightedReturn(series));
time('moneyWeightedReturn (10-year series flows)', () => {
  const cf = seriesCashFlows(series)!;
  return moneyWeightedReturn(cf.flows, cf.endValue);
});
time('allocation (top 10 + Other)', () => allocation(holdings, { maxSlices: 11 }));
time('all of the above, as a page would', () => {
  const h = computeHoldings(transactions, quotes);
  const s = valueSeries(transactions, closes, addDays(FIRST, -1), LAST);
  const cf = seriesCashFlows(s)!;
  return [timeWeightedReturn(s), moneyWeightedReturn(cf.flows, cf.endValue), allocation(h, { maxSlices: 11 })];
});
/** What the overview shows, from the transactions: the summary, holdings and allocation, and the chart's 1Y. */
function overview(read: (list: PortfolioTransaction[]) => PortfolioTransaction[] | ExecutionOrder, from: string) {
  const history = read(transactions);
  const all = computeHoldings(history, quotes);
  const summary = portfolioSummary(all);
  const slices = allocation(all.filter((h) => h.quantity > 0));
  const s = valueSeries(history, closes, from, LAST);
  const cf = seriesCashFlows(s)!;
  return [summary, slices, cumulativeReturns(s), timeWeightedReturn(s), moneyWeightedReturn(cf.flows, cf.endValue)];
}
time('the overview\'s whole path (holdings, summary, 1Y)', () => overview(readOnce, '2024-12-31'));
time('the same with the 10-year chart (All)', () => overview(readOnce, addDays(FIRST, -1)));
