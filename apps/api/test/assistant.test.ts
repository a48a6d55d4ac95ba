// The chart assistant: Premium and Pro (and their trials); answers locally from the member's own
// figures, says so, and cites them; the provider is an interface a model could sit behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantMessages, computeHoldings, formatCurrency, portfolioSummary, type ChartGptResponse, type StockQuote } from '@pt/api';
import { assistantContext } from '../src/assistant/assistantContext';
import { figuresOf, localAssistant } from '../src/assistant/localAssistant';
import { marketData } from '../src/investing/stocks';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { PLAN_KINDS, planMember } from './planMembers';

type Member = Awaited<ReturnType<TestApp['member']>>;

let t: TestApp;
let investor: Member;
const TRADES = [
  { symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2025-03-03T15:00:00Z' },
  { symbol: 'MSFT', type: 'buy', quantity: 2, price: 300, executed_at: '2025-06-02T15:00:00Z' },
  { symbol: 'KO', type: 'buy', quantity: 20, price: 60, executed_at: '2025-09-01T15:00:00Z' },
  { symbol: 'KO', type: 'dividend', quantity: 20, price: 0.51, executed_at: '2026-04-01T15:00:00Z' },
];
beforeAll(async () => {
  t = await makeTestApp();
  investor = await planMember(t, 'investor@example.com', 'premium');
  const p = await t.req<{ id: string }>('POST', '/api/portfolio/', { token: investor.token, body: { name: 'Core' } });
  for (const trade of TRADES) {
    const r = await t.req('POST', '/api/transaction/', { token: investor.token, body: { portfolio_id: p.body.id, ...trade } });
    if (r.status !== 201) throw new Error(`trade ${r.status} ${JSON.stringify(r.body)}`);
  }
});
afterAll(async () => { await t.close(); });

const ask = (m: Member, prompt: unknown) => t.req<ChartGptResponse & Json>('POST', '/api/chartgpt/', { token: m.token, body: { prompt } });

/** The member's figures computed here with the SDK's math, from the same quotes. */
function expected() {
  const quotes = ['AAPL', 'MSFT', 'KO'].map((s) => marketData.quote(s, t.clock.now()) as StockQuote);
  const holdings = computeHoldings(TRADES.map((x) => ({ ...x, type: x.type as 'buy' | 'dividend' })), quotes);
  return { holdings, summary: portfolioSummary(holdings) };
}

describe('the gate', () => {
  it.each(PLAN_KINDS.map((k) => [k, k !== 'free' && k !== 'cancelled'] as const))('%s: the assistant answers = %s', async (kind, allowed) => {
    const m = await planMember(t, `ask-${kind}@example.com`, kind, 'premium');
    const r = await ask(m, 'What is my largest holding?');
    if (allowed) expect(r.status).toBe(200);
    else expect([r.status, r.body.code, r.body.feature, r.body.upgrade_plan]).toEqual([403, 'feature_locked', 'chartgpt', 'premium']);
  });
});

describe('answers', () => {
  it('say they are a local summary and cite the member’s total value, day change, return and top holdings', async () => {
    const r = await ask(investor, 'What is my largest holding?');
    const { holdings, summary } = expected();
    const largest = holdings.filter((h) => h.quantity > 0).sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))[0];
    expect(r.body.source).toBe('local');
    expect(r.body.answer.split('\n')[0]).toBe(assistantMessages.localSource);
    expect(r.body.citations).toEqual(expect.arrayContaining([
      { label: 'Total value', value: formatCurrency(summary.totalValue) },
      { label: "Today's change", value: expect.stringContaining(formatCurrency(Math.abs(summary.dayChange))) },
      { label: 'Total return', value: expect.stringContaining(formatCurrency(summary.totalReturn)) },
      { label: `Value of ${largest?.symbol}`, value: formatCurrency(largest?.value ?? 0), symbol: largest?.symbol },
    ]));
    expect(r.body.answer).toContain(`Your largest holding: ${largest?.symbol}`);
    expect(r.body.answer).toContain(formatCurrency(summary.totalValue));
  });

  it('answer the figure asked about: dividends, the best performer, a symbol named', async () => {
    const dividends = await ask(investor, 'How much have I received in dividends?');
    expect(dividends.body.answer).toContain(`You have received ${formatCurrency(10.2)} in dividends, most from KO`);
    expect(dividends.body.citations).toContainEqual({ label: 'Dividends received', value: formatCurrency(10.2) });
    const { holdings } = expected();
    const best = holdings.filter((h) => h.quantity > 0)
      .map((h) => ({ symbol: h.symbol, r: (h.realisedGain + (h.unrealisedGain ?? 0) + h.income) / h.invested }))
      .sort((a, b) => b.r - a.r)[0];
    expect((await ask(investor, 'Which holding performed best?')).body.answer).toContain(`Your best performer: ${best?.symbol}`);
    const named = await ask(investor, 'How is MSFT doing?');
    expect(named.body.citations).toContainEqual(expect.objectContaining({ label: 'Value of MSFT', symbol: 'MSFT' }));
    expect((await ask(investor, 'Tell me a joke')).body.answer).toContain('Ask about your largest holding');
  });

  it('keep the question, and refuse an empty or too long one', async () => {
    expect((await ask(investor, '  ')).status).toBe(400);
    expect((await ask(investor, 'x'.repeat(2001))).status).toBe(400);
    const stored = await t.db.query<{ prompt: string }>('SELECT prompt FROM chartgpt_prompts WHERE user_id = $1 ORDER BY id', [investor.id]);
    expect(stored.map((s) => s.prompt)).toContain('Which holding performed best?');
  });

  it('say so when there is nothing to summarise yet', async () => {
    const fresh = await planMember(t, 'fresh@example.com', 'premium');
    expect((await ask(fresh, 'What is my total return?')).body.answer).toContain('You have no transactions yet.');
  });
});

describe('the provider’s context', () => {
  it('holds the member’s figures and nothing personal: no e-mail, name or id', async () => {
    const context = await assistantContext(t.db, investor.id, t.market, t.clock.now());
    const text = JSON.stringify(context);
    expect(text).not.toContain('investor@example.com');
    expect(text).not.toContain('Test Member');
    expect(text).not.toContain(investor.id);
    expect(context.holdings.map((h) => h.symbol).sort()).toEqual(['AAPL', 'KO', 'MSFT']);
    expect(context.income).toBeCloseTo(10.2, 6);
    expect(context.holdings.reduce((s, h) => s + (h.weight ?? 0), 0)).toBeCloseTo(1, 9);
  });

  it('is all the local assistant reads: a concentration above 25 % in one holding is named, below it is not', async () => {
    const holding = (symbol: string, weight: number) => ({ symbol, name: null, quantity: 1, value: weight * 1000, weight, dayChangeRatio: 0, totalReturnRatio: 0, income: 0 });
    const context = {
      currency: 'usd', asOf: null, delayedMinutes: 15, portfolios: [{ name: 'P', openHoldings: 3 }], transactionCount: 3,
      totalValue: 1000, dayChange: 0, dayChangeRatio: 0, totalReturn: 0, totalReturnRatio: 0, income: 0,
      holdings: [holding('AAA', 0.6), holding('BBB', 0.3), holding('CCC', 0.1)], stalePrices: [], otherCurrencies: [],
    };
    const concentrated = await localAssistant.answer('How concentrated is my portfolio?', figuresOf(context));
    expect(concentrated.answer).toContain('You hold 3 positions; the largest is 60.0% and the top 3 together 100.0%.');
    expect(concentrated.answer).toContain('More than 25.0% in one holding is a concentration to keep an eye on.');
    expect(concentrated.citations).toContainEqual({ label: 'Number of holdings', value: '3' });
    const spread = await localAssistant.answer('How concentrated is my portfolio?', figuresOf({
      ...context, holdings: [0.2, 0.2, 0.2, 0.2, 0.2].map((w, i) => holding(`S${i}`, w)),
    }));
    expect(spread.answer).not.toContain('concentration to keep an eye on');
  });

  it('writes the quotes’ time as a reader reads a moment, in UTC', async () => {
    const context = {
      currency: 'usd', asOf: '2026-11-24T22:01:37.512Z', delayedMinutes: 15, portfolios: [{ name: 'P', openHoldings: 1 }], transactionCount: 1,
      totalValue: 1000, dayChange: 0, dayChangeRatio: 0, totalReturn: 0, totalReturnRatio: 0, income: 0,
      holdings: [{ symbol: 'AAA', name: null, quantity: 1, value: 1000, weight: 1, dayChangeRatio: 0, totalReturnRatio: 0, income: 0 }],
      stalePrices: [], otherCurrencies: [],
    };
    const reply = await localAssistant.answer('What is my total return?', figuresOf(context));
    expect(reply.answer).toContain('Prices are delayed 15 minutes (as of Nov 24, 2026, 10:01 PM UTC).');
    expect(reply.answer).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('says which prices are stale and why, and names holdings in another currency apart from the totals (product §13.5, §13.7)', async () => {
    const context = {
      currency: 'USD', asOf: '2026-11-24T22:01:37.512Z', delayedMinutes: 15, portfolios: [{ name: 'P', openHoldings: 2 }], transactionCount: 2,
      totalValue: 1000, dayChange: 0, dayChangeRatio: 0, totalReturn: 0, totalReturnRatio: 0, income: 0,
      holdings: [{ symbol: 'AAA', name: null, quantity: 1, value: 1000, weight: 1, dayChangeRatio: 0, totalReturnRatio: 0, income: 0 }],
      stalePrices: [{ symbol: 'AAA', message: 'Sample data did not answer (unavailable): this is the last price it gave' }],
      otherCurrencies: [{ currency: 'GBP', symbols: ['VWRL.L'], value: 1104 }],
    };
    const reply = await localAssistant.answer('What is my total return?', figuresOf(context));
    expect(reply.answer).toContain('The price of AAA is stale: Sample data did not answer (unavailable): this is the last price it gave.');
    expect(reply.answer).toContain('VWRL.L is priced in GBP (£1,104.00) and not included in the totals above.');
  });
});
