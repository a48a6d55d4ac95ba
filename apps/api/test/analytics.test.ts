import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays, annualisedVolatility, benchmarkReturns, cumulativeReturns, maxDrawdown, monthlyReturns, ledgerSeries, riskRules, timeWeightedReturn,
  type PortfolioAnalytics, type PortfolioPerformance, type PortfolioRisk, type StockHistory, type StockQuote, type Transaction,
} from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { onPlan } from './planMembers';

let t: TestApp;
let m: { token: string };
let pid = '';
beforeAll(async () => {
  t = await makeTestApp();
  const member = await t.member('analytics@example.com');
  await onPlan(t, member, 'pro');
  m = member;
  pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } })).body.id);
  const r = await t.req<Json>('POST', '/api/transaction/import', {
    token: m.token,
    body: {
      portfolio_id: pid,
      transactions: [
        { symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2024-03-15T15:00:00Z' },
        { symbol: 'KO', type: 'buy', quantity: 50, price: 60, executed_at: '2025-01-06T15:00:00Z' },
        { symbol: 'KO', type: 'dividend', quantity: 50, price: 0.5, executed_at: '2025-09-15T12:00:00Z' },
        { symbol: 'AAPL', type: 'sell', quantity: 3, price: 230, executed_at: '2026-05-27T15:00:00Z' },
      ],
    },
  });
  expect(r.status).toBe(201);
});
afterAll(async () => { await t.close(); });

const analytics = (query: string) => t.req<PortfolioAnalytics & Json>('GET', `/api/portfolio/${pid}/analytics${query}`, { token: m.token });
/** The browser's way: the transactions and the closes from the history call, then the SDK math. */
async function seriesOf(from: string, to: string, keep: (tx: Transaction) => boolean = () => true) {
  const txs = (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token })).body.filter(keep);
  const closes: Record<string, StockHistory['closes']> = {};
  for (const s of ['AAPL', 'KO']) closes[s] = (await t.req<StockHistory>('GET', `/api/stock/${s}/history?from=${addDays(from, -10)}&to=${to}`)).body.closes;
  // A US dollar portfolio of US dollar instruments: no exchange rate is needed.
  return ledgerSeries(txs, { baseCurrency: 'USD', closes, from, to });
}
const closesOf = async (symbol: string, from: string, to: string) => (await t.req<StockHistory>('GET', `/api/stock/${symbol}/history?from=${addDays(from, -10)}&to=${to}`)).body.closes;

describe('GET /api/portfolio/{id}/analytics', () => {
  it("is the SDK's analytics over the performance series: volatility, drawdown, months and SPY by default, over 1Y by default", async () => {
    const res = await analytics('');
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a).toMatchObject({ portfolio_id: pid, range: '1Y', from: '2025-06-01', to: '2026-06-01', method: 'time_weighted_daily', source: 'sample' });
    const series = await seriesOf(a.from, a.to);
    const spy = await closesOf('SPY', a.from, a.to);
    const tradingDays = new Set(spy.map((c) => c.date));
    const volatility = annualisedVolatility(series, (d) => tradingDays.has(d));
    expect(a.volatility.observations).toBe(volatility.observations);
    expect(a.volatility.annualised).toBeCloseTo(volatility.annualised!, 6);
    expect(a.volatility.observations).toBeGreaterThan(250);
    const drawdown = maxDrawdown(cumulativeReturns(series));
    expect(a.max_drawdown).toEqual({ drawdown: expect.closeTo(drawdown.drawdown, 6), peak_date: drawdown.peakDate, trough_date: drawdown.troughDate, recovery_date: drawdown.recoveryDate });
    expect(a.max_drawdown.drawdown).toBeLessThan(0);
    const months = monthlyReturns(series);
    expect(a.monthly_returns.map((x) => x.month)).toEqual(months.map((x) => x.month));
    a.monthly_returns.forEach((x, i) => expect(x.return).toBeCloseTo(months[i]!.return!, 6));
    expect(a.monthly_table.map((y) => y.year)).toEqual([2025, 2026]);
    expect(a.time_weighted_return).toBeCloseTo(timeWeightedReturn(series)!, 6);
    const bench = benchmarkReturns('SPY', spy, series.map((p) => p.date));
    expect(a.benchmark.symbol).toBe('SPY');
    expect(a.benchmark.points).toHaveLength(series.length);
    expect(a.benchmark.total_return).toBeCloseTo(bench.total_return!, 6);
    expect(a.excess_return).toBeCloseTo(timeWeightedReturn(series)! - bench.total_return!, 5); // a difference of two figures rounded to 6 decimals
  });

  it('counts the dividend in the return: it lands in the portfolio\'s cash, so the time-weighted return is above the price-only one', async () => {
    const a = (await analytics('?range=ALL')).body;
    const series = await seriesOf(a.from, a.to);
    const priceOnly = await seriesOf(a.from, a.to, (tx) => tx.type !== 'dividend');
    expect(a.time_weighted_return).toBeCloseTo(timeWeightedReturn(series)!, 6);
    expect(series.find((p) => p.date === '2025-09-15')!.value - priceOnly.find((p) => p.date === '2025-09-15')!.value).toBeCloseTo(25, 6);
    expect(a.time_weighted_return!).toBeGreaterThan(timeWeightedReturn(priceOnly)!);
  });

  it('takes any symbol of the market data as the benchmark, read without case', async () => {
    const a = (await analytics('?range=3M&benchmark=msft')).body;
    expect(a.benchmark.symbol).toBe('MSFT');
    const msft = benchmarkReturns('MSFT', await closesOf('MSFT', a.from, a.to), a.benchmark.points.map((p) => p.date));
    expect(a.benchmark.total_return).toBeCloseTo(msft.total_return!, 6);
    expect(a.benchmark.points[0]).toEqual({ date: a.from, cumulative_return: 0 });
  });

  it('answers 400 at the field for a bad range or benchmark, and 404 for a portfolio not the member\'s', async () => {
    expect((await analytics('?range=2Y')).body).toMatchObject({ field: 'range' });
    expect((await analytics('?benchmark=NOPE')).body).toEqual({ error: 'NOPE is not a symbol of the market data', field: 'benchmark' });
    const other = await t.member('other-analytics@example.com');
    await onPlan(t, other, 'premium');
    expect((await t.req('GET', `/api/portfolio/${pid}/analytics`, { token: other.token })).status).toBe(404);
    expect((await t.req('GET', `/api/portfolio/${pid}/analytics`)).status).toBe(401);
  });
});

describe('GET /api/portfolio/{id}/performance with a benchmark', () => {
  it('fills benchmark with the symbol\'s returns over the same days; without one it stays null', async () => {
    const p = (await t.req<PortfolioPerformance>('GET', `/api/portfolio/${pid}/performance?range=1M&benchmark=spy`, { token: m.token })).body;
    expect(p.benchmark?.symbol).toBe('SPY');
    expect(p.benchmark?.points.map((x) => x.date)).toEqual(p.points.map((x) => x.date));
    const spy = benchmarkReturns('SPY', await closesOf('SPY', p.from, p.to), p.points.map((x) => x.date));
    p.benchmark!.points.forEach((x, i) => expect(x.cumulative_return).toBeCloseTo(spy.points[i]!.cumulative_return!, 6));
    expect((await t.req<PortfolioPerformance>('GET', `/api/portfolio/${pid}/performance?range=1M`, { token: m.token })).body.benchmark).toBeNull();
    expect((await t.req<Json>('GET', `/api/portfolio/${pid}/performance?range=1M&benchmark=ZZZZ`, { token: m.token })).body).toMatchObject({ field: 'benchmark' });
  });
});

describe('GET /api/portfolio/{id}/risk', () => {
  it('gives the risk rules of the holdings at the delayed quotes', async () => {
    const res = await t.req<PortfolioRisk>('GET', `/api/portfolio/${pid}/risk`, { token: m.token });
    expect(res.status).toBe(200);
    const quote = async (s: string) => (await t.req<StockQuote>('GET', `/api/stock/${s}`)).body;
    const [aapl, ko] = [await quote('AAPL'), await quote('KO')];
    expect(res.body.rules).toEqual(riskRules([{ symbol: 'AAPL', value: 7 * aapl.price }, { symbol: 'KO', value: 50 * ko.price }]));
    expect(res.body.rules.map((r) => [r.id, r.status])).toEqual([['largest_position', 'warn'], ['holding_count', 'warn'], ['concentration', 'warn']]);
    expect(res.body).toMatchObject({ portfolio_id: pid, as_of: aapl.as_of, source: 'sample' });
  });
});
