// Performance-series benchmark (not a test): one Premium member's portfolio of BENCH_TRANSACTIONS (5,000)
// generated trades over the 100 sample instruments and ten years (2016-2025; sells never above the
// holding), imported through POST /api/transaction/import on in-memory PGlite, then
// GET /api/portfolio/{id}/performance for each range, BENCH_RUNS (7) times after a warm-up; prints the
// median and the fastest run, and how much of it is reading the transactions.
// Usage: pnpm --filter @pt/api-server exec tsx bench/performance.ts
import { loadavg } from 'node:os';
import { PERFORMANCE_RANGES } from '@pt/api';
import { makeTestApp, type Json } from '../test/helpers';
import { SAMPLE_INSTRUMENTS } from '../src/investing/sampleInstruments';
import { portfolioTransactions } from '../src/investing/portfolioRows';

const count = Number(process.env.BENCH_TRANSACTIONS ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 7);

/** mulberry32: the same trades on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const t = await makeTestApp({}, { log: () => undefined });
const m = await t.member('bench-performance@example.com');
const sub = await t.req('POST', '/api/subscription/create-subscription', { token: m.token, body: { plan_id: 'premium', billing_cycle: 'yearly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' } });
if (sub.status !== 201) throw new Error(`subscribe ${sub.status}`);
const pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Bench' } })).body.id);

const rnd = random(20260601);
const start = Date.parse('2016-01-04T15:00:00Z');
const span = Date.parse('2025-12-31T15:00:00Z') - start;
const held = new Map<string, number>();
const rows = Array.from({ length: count }, (_, i) => {
  const symbol = SAMPLE_INSTRUMENTS[Math.floor(rnd() * SAMPLE_INSTRUMENTS.length)]!.symbol;
  const h = held.get(symbol) ?? 0;
  const sell = h > 1 && rnd() < 0.3;
  const quantity = sell ? Math.max(1, Math.floor(h * rnd() * 0.5)) : 1 + Math.floor(rnd() * 50);
  held.set(symbol, h + (sell ? -quantity : quantity));
  return { symbol, type: sell ? 'sell' : 'buy', quantity, price: Math.round((10 + rnd() * 490) * 100) / 100, executed_at: new Date(start + (span * i) / count).toISOString() };
});
for (let i = 0; i < rows.length; i += 5000) {
  const r = await t.req<Json>('POST', '/api/transaction/import', { token: m.token, body: { portfolio_id: pid, transactions: rows.slice(i, i + 5000) } });
  if (r.status !== 201) throw new Error(`import ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => Promise<unknown>): Promise<{ median: number; fastest: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return { median: median(times), fastest: Math.min(...times) };
}

console.log(`${count} transactions, ${new Set(rows.map((r) => r.symbol)).size} symbols, 2016-2025; load average ${loadavg()[0]!.toFixed(1)}`);
const read = await time(() => portfolioTransactions(t.db, pid));
console.log(`reading the transactions: median ${read.median.toFixed(0)} ms, fastest ${read.fastest.toFixed(0)} ms`);
for (const range of PERFORMANCE_RANGES) {
  let bytes = 0;
  const r = await time(async () => {
    const res = await t.app.request(`/api/portfolio/${pid}/performance?range=${range}`, { headers: { authorization: `Bearer ${m.token}` } });
    bytes = (await res.text()).length;
  });
  console.log(`GET performance ${range}: median ${r.median.toFixed(0)} ms, fastest ${r.fastest.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB`);
}
await t.close();
