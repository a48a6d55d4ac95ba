// The chart assistant on a model (product §15.3-§15.4), against a local server that speaks the
// OpenAI chat completions API: the model reads the member's figures through tool calls and never
// gets an e-mail, a name or an id; the answer cites the figures it quotes and streams; errors and
// timeouts are a clear 502/504 that does not count; the plan's monthly allowance holds, also
// under 20 questions at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCurrency, type AssistantStatus, type ChartGptResponse } from '@pt/api';
import { assistantContext } from '../src/assistant/assistantContext';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { planMember } from './planMembers';
import { fakeAnswer, startFakeModelServer, type FakeModelServer } from './support/fakeModelServer';

type Member = Awaited<ReturnType<TestApp['member']>>;
let fake: FakeModelServer;
let t: TestApp;
let m: Member;
let portfolioId = '';
const logs: string[] = [];
beforeAll(async () => {
  fake = await startFakeModelServer({ apiKey: 'sk-test-key' });
  t = await makeTestApp({ assistantModel: { baseUrl: fake.url, apiKey: 'sk-test-key', model: 'fake-model-1', timeoutMs: 5000 } }, { log: (l) => logs.push(l) });
  m = await planMember(t, 'model-investor@example.com', 'premium');
  portfolioId = (await t.req<{ id: string }>('POST', '/api/portfolio/', { token: m.token, body: { name: 'Retirement' } })).body.id;
  for (const [symbol, quantity, price] of [['AAPL', 10, 150], ['MSFT', 2, 300], ['KO', 20, 60]] as const) {
    await t.req('POST', '/api/transaction/', { token: m.token, body: { portfolio_id: portfolioId, symbol, type: 'buy', quantity, price, executed_at: '2025-03-03T15:00:00Z' } });
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ask = (prompt: string, who: Member = m) => t.req<ChartGptResponse & Json>('POST', '/api/chartgpt', { token: who.token, body: { prompt } });

/** The answer the fake model writes from the member's figures, computed here the way the tool reports them. */
async function expectedAnswer(): Promise<{ answer: string; top: { symbol: string; weight: string; value: string } }> {
  const c = await assistantContext(t.db, m.id, t.market, t.clock.now());
  const pct = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const ret = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const h = c.holdings[0]!;
  const top = { symbol: h.symbol, weight: pct.format(h.weight!), value: formatCurrency(h.value!) };
  const answer = fakeAnswer({
    total_value: formatCurrency(c.totalValue), total_return: `${formatCurrency(c.totalReturn)} (${ret.format(c.totalReturnRatio!)})`, holdings: [top],
  });
  return { answer, top };
}

/** The events of a text/event-stream body. */
function events(text: string): { event: string; data: Json }[] {
  return text.split('\n\n').filter((b) => b.trim()).map((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
    const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
    return { event, data: JSON.parse(data) as Json };
  });
}

describe('answers from the model', () => {
  it('reads the figures through a tool call and answers from them, citing what it quotes', async () => {
    const before = fake.requests.length;
    const r = await ask('What is my largest holding?');
    const { answer, top } = await expectedAnswer();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ source: 'model', answer });
    expect(r.body.citations).toEqual(expect.arrayContaining([
      { label: `Weight of ${top.symbol}`, value: top.weight, symbol: top.symbol },
      { label: `Value of ${top.symbol}`, value: top.value, symbol: top.symbol },
      { label: 'Total value', value: expect.any(String) },
    ]));
    for (const c of r.body.citations ?? []) expect(answer).toContain(c.value);
    const [first, second] = fake.requests.slice(before);
    expect(first?.headers.authorization).toBe('Bearer sk-test-key');
    expect(first?.body).toMatchObject({ model: 'fake-model-1', stream: true });
    expect((first?.body.tools ?? []).map((x) => (x as { function: { name: string } }).function.name)).toEqual(['get_holdings', 'get_returns', 'get_allocation']);
    expect(second?.body.messages?.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'tool']);
  });

  it('never sends the member’s e-mail, name or any id to the model', async () => {
    await ask('Tell me about my account, my name and my e-mail.');
    const sent = JSON.stringify(fake.requests.map((x) => x.body));
    for (const secret of ['model-investor@example.com', 'Test Member', m.id, portfolioId]) expect(sent).not.toContain(secret);
    expect(sent).toContain('Retirement'); // the portfolio's own name is a figure the member chose
  });

  it('streams the answer as text events, then the whole answer', async () => {
    const r = await t.req<string>('POST', '/api/chartgpt/stream', { token: m.token, body: { prompt: 'What is my largest holding?' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/event-stream');
    const evs = events(r.body);
    const texts = evs.filter((e) => e.event === 'text').map((e) => String(e.data.text));
    expect(texts.length).toBeGreaterThan(5);
    const done = evs.at(-1)!;
    expect(done.event).toBe('done');
    expect(texts.join('')).toBe((done.data as unknown as ChartGptResponse).answer);
    expect(done.data).toMatchObject({ source: 'model', answer: (await expectedAnswer()).answer, quota: { limit: 100 } });
  });
});

describe('when the model fails', () => {
  const used = async () => (await t.req<AssistantStatus>('GET', '/api/chartgpt/status', { token: m.token })).body.quota.used;

  it.each([
    ['an error status', { kind: 'status', status: 500 }, 502, /HTTP 500/],
    ['a rate limit', { kind: 'status', status: 429 }, 502, /HTTP 429/],
    ['a stream cut short', { kind: 'cut' }, 502, /model/],
    ['no answer in time', { kind: 'hang' }, 504, /did not answer in time/],
  ] as const)('%s: a clear message, not counted, and a log line without the question', async (_name, failure, status, logged) => {
    const before = await used();
    // The failure hits the round it is queued for: the first one (the tool call) here.
    fake.failNext(failure);
    const r = await ask('A private question about my savings?');
    expect([r.status, r.body.code]).toEqual([status, 'assistant_unavailable']);
    expect(r.body.error).toBe('The assistant is not answering right now. Your question was not counted; please try again in a moment.');
    expect(await used()).toBe(before);
    const line = logs.filter((l) => l.startsWith('[warn] assistant model:')).at(-1) ?? '';
    expect(line).toMatch(logged);
    expect(logs.join('\n')).not.toContain('private question');
  });

  it('in a stream: the error event after the text so far, and the member can ask again', async () => {
    fake.failNext({ kind: 'status', status: 503 });
    const r = await t.req<string>('POST', '/api/chartgpt/stream', { token: m.token, body: { prompt: 'What is my largest holding?' } });
    expect(r.status).toBe(200);
    expect(events(r.body).at(-1)).toEqual({ event: 'error', data: { error: expect.stringContaining('not answering'), code: 'assistant_unavailable', status: 502 } });
    expect((await ask('What is my largest holding?')).status).toBe(200);
  });

  it('a wrong key is the same 502, and says so in the log', async () => {
    const wrong = await makeTestApp({ assistantModel: { baseUrl: fake.url, apiKey: 'sk-wrong', model: 'fake-model-1', timeoutMs: 1500 } }, { log: (l) => logs.push(l) });
    try {
      const w = await planMember(wrong, 'wrong-key@example.com', 'premium');
      const r = await wrong.req<Json>('POST', '/api/chartgpt', { token: w.token, body: { prompt: 'Hello?' } });
      expect([r.status, r.body.code]).toEqual([502, 'assistant_unavailable']);
      expect(logs.filter((l) => l.startsWith('[warn] assistant model:')).at(-1)).toContain('HTTP 401');
      expect(logs.join('\n')).not.toContain('sk-wrong');
    } finally {
      await wrong.close();
    }
  });
});

describe('the monthly allowance', () => {
  it('counts questions per calendar month against the plan’s number, shown in the status and each answer', async () => {
    const q = await planMember(t, 'quota@example.com', 'premium');
    await t.db.query(`UPDATE plans SET assistant_prompts_monthly = 2 WHERE id = 'premium'`);
    try {
      const status = await t.req<AssistantStatus>('GET', '/api/chartgpt/status', { token: q.token });
      expect(status.body).toEqual({ source: 'model', quota: { used: 0, limit: 2, resets_at: '2026-07-01T00:00:00.000Z' } });
      expect((await ask('One?', q)).body.quota).toEqual({ used: 1, limit: 2, resets_at: '2026-07-01T00:00:00.000Z' });
      expect((await ask('Two?', q)).body.quota).toMatchObject({ used: 2 });
      const over = await ask('Three?', q);
      expect([over.status, over.body.code, over.body.limit, over.body.used, over.body.resets_at]).toEqual([429, 'assistant_quota', 2, 2, '2026-07-01T00:00:00.000Z']);
      expect(over.body.error).toBe('You have used the 2 questions your plan includes this month. They renew on Jul 01, 2026.');
      expect(over.headers.get('retry-after')).toBeTruthy();
      const streamed = await t.req<Json>('POST', '/api/chartgpt/stream', { token: q.token, body: { prompt: 'Four?' } });
      expect([streamed.status, streamed.body.code]).toEqual([429, 'assistant_quota']);
      const before = t.clock.ms;
      t.clock.ms = Date.parse('2026-07-01T00:00:01Z');
      try {
        const token = await t.signIn('quota@example.com'); // the session's access token expired meanwhile
        const next = await t.req<ChartGptResponse>('POST', '/api/chartgpt', { token, body: { prompt: 'A new month?' } });
        expect(next.body.quota).toEqual({ used: 1, limit: 2, resets_at: '2026-08-01T00:00:00.000Z' });
      } finally {
        t.clock.ms = before;
      }
    } finally {
      await t.db.query(`UPDATE plans SET assistant_prompts_monthly = 100 WHERE id = 'premium'`);
    }
  });

  it('20 questions at once with 3 left: exactly 3 are answered', async () => {
    const q = await planMember(t, 'quota-race@example.com', 'pro');
    await t.db.query(`UPDATE plans SET assistant_prompts_monthly = 3 WHERE id = 'pro'`);
    try {
      const all = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(`Question ${i}?`, q)));
      expect(all.filter((r) => r.status === 200)).toHaveLength(3);
      expect(all.filter((r) => r.status === 429)).toHaveLength(17);
    } finally {
      await t.db.query(`UPDATE plans SET assistant_prompts_monthly = 500 WHERE id = 'pro'`);
    }
  });
});
