import { describe, expect, it } from 'vitest';
import { createRegistry, NoProviderAnswered } from './registry';
import { ProviderError, type MarketDataProvider, type ProviderInstrumentRef, type ProviderQuote } from './provider';
import { createCircuitBreaker, createRateLimiter } from './guards';

/** A provider whose quote answers come from a queue of outcomes, counting its calls. */
function fake(id: string, outcomes: (ProviderQuote | null | ProviderError)[], o: Partial<MarketDataProvider['capabilities']> & { toSymbol?: (r: ProviderInstrumentRef) => string | null } = {}) {
  const calls: string[] = [];
  const p: MarketDataProvider & { calls: string[] } = {
    id,
    name: `Provider ${id}`,
    calls,
    capabilities: { kinds: ['stock', 'etf', 'crypto'], exchanges: 'any', rateLimit: { requests: 100, perSeconds: 60 }, embedded: false, needsKey: false, isinSearch: false, delayMinutes: 15, ...o },
    toProviderSymbol: o.toSymbol ?? ((r) => r.symbol),
    async quote(symbol) {
      calls.push(symbol);
      const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
      if (next instanceof ProviderError) throw next;
      return next;
    },
  };
  return p;
}
const q = (price: number, previousClose: number | null = price): ProviderQuote => ({ price, previousClose, currency: 'USD', asOf: '2026-06-01T12:00:00.000Z' });
const AAPL: ProviderInstrumentRef = { symbol: 'AAPL', kind: 'stock', exchange: 'XNAS', currency: 'USD' };
const clock = (start = Date.parse('2026-06-01T13:00:00Z')) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('the provider registry (product §13.1)', () => {
  it('asks providers in the configured order, the one an instrument was added from first', async () => {
    const a = fake('a', [q(10)]);
    const b = fake('b', [q(20)]);
    const r = createRegistry([a, b]);
    expect((await r.quote(AAPL))?.provider.id).toBe('a');
    expect((await r.quote({ ...AAPL, provider: 'b' }))?.provider.id).toBe('b');
    expect(r.order({ ...AAPL, provider: 'b' }).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('skips providers that cannot list the instrument: its kind, its exchange, no symbol for it', async () => {
    const cryptoOnly = fake('c', [q(1)], { kinds: ['crypto'], exchanges: ['CRYPTO'] });
    const usOnly = fake('u', [q(2)], { exchanges: ['XNAS', 'XNYS'] });
    const noLondon = fake('n', [q(3)], { toSymbol: (ref) => (ref.symbol.endsWith('.L') ? null : ref.symbol) });
    const any = fake('y', [q(4)]);
    const r = createRegistry([cryptoOnly, usOnly, noLondon, any]);
    expect(r.order(AAPL).map((p) => p.id)).toEqual(['u', 'n', 'y']);
    expect(r.order({ symbol: 'VWRL.L', kind: 'etf', exchange: 'XLON', currency: 'GBP' }).map((p) => p.id)).toEqual(['y']);
    expect(r.order({ symbol: 'BTC-USD', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD' }).map((p) => p.id)).toEqual(['c', 'n', 'y']);
  });

  it('translates symbols: a learnt provider symbol wins over the provider rule', async () => {
    const gecko = fake('coingecko', [q(60_000)], { kinds: ['crypto'], toSymbol: () => null });
    const r = createRegistry([gecko]);
    expect(await r.quote({ symbol: 'XYZ-USD', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD' })).toBeNull();
    await r.quote({ symbol: 'XYZ-USD', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD', providerSymbols: { coingecko: 'xyz-coin:usd' } });
    expect(gecko.calls).toEqual(['xyz-coin:usd']);
  });

  it('falls back to the next provider on a failure, and on an unknown symbol', async () => {
    const down = fake('down', [new ProviderError('down', 'unavailable', 'HTTP 503')]);
    const unknown = fake('unknown', [null]);
    const up = fake('up', [q(42)]);
    const r = createRegistry([down, unknown, up]);
    const got = await r.quote(AAPL);
    expect(got?.provider.id).toBe('up');
    expect(got?.quote.price).toBe(42);
    expect(down.calls).toHaveLength(1);
    expect(unknown.calls).toHaveLength(1);
  });

  it('says which providers failed and how when none answers', async () => {
    const r = createRegistry([fake('a', [new ProviderError('a', 'rate_limited', '429')]), fake('b', [new ProviderError('b', 'timeout', 'slow')])]);
    const err = await r.quote(AAPL).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoProviderAnswered);
    expect((err as NoProviderAnswered).message).toBe('a: rate limited; b: timed out');
    expect((err as NoProviderAnswered).words).toBe('rate limited');
  });

  it('refuses a zero, negative or non-finite price and asks the next provider', async () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = createRegistry([fake('bad', [q(bad)]), fake('good', [q(12)])]);
      expect((await r.quote(AAPL))?.quote.price).toBe(12);
    }
    const only = createRegistry([fake('bad', [q(0)])]);
    await expect(only.quote(AAPL)).rejects.toThrow('bad: implausible price');
  });

  it('keeps a jump beyond the limit from the last stored price, flagged; a normal move carries no flag', async () => {
    const r = createRegistry([fake('a', [q(9520, 9500)])]);
    expect((await r.quote({ ...AAPL, kind: 'etf' }, 95.2))?.flags).toEqual(['suspect_jump']);
    expect((await r.quote({ ...AAPL, kind: 'etf' }, 9510))?.flags).toEqual([]);
    // Without a stored price the provider's previous close is the reference.
    expect((await createRegistry([fake('a', [q(50, 100)])]).quote(AAPL))?.flags).toEqual([]);
    expect((await createRegistry([fake('a', [q(40, 100)])]).quote(AAPL))?.flags).toEqual(['suspect_jump']);
  });

  it('reads a price time in the future as now, and drops a non-positive previous close', async () => {
    const c = clock();
    const r = createRegistry([fake('a', [{ price: 10, previousClose: 0, currency: 'USD', asOf: '2030-01-01T00:00:00Z' }])], { now: c.now });
    const got = await r.quote(AAPL);
    expect(got?.quote).toEqual({ price: 10, previousClose: null, currency: 'USD', asOf: new Date(c.now()).toISOString() });
  });

  it('opens the circuit after 3 failures in a row: the provider is skipped until the cool-down ends, then tried once', async () => {
    const c = clock();
    const flaky = fake('flaky', [new ProviderError('flaky', 'unavailable', '503')]);
    const backup = fake('backup', [q(7)]);
    const r = createRegistry([flaky, backup], { now: c.now, circuitThreshold: 3, circuitCooldownMs: 60_000 });
    for (let i = 0; i < 3; i++) await r.quote(AAPL);
    expect(flaky.calls).toHaveLength(3);
    expect(r.health()[0]).toMatchObject({ id: 'flaky', circuit: 'open', consecutiveFailures: 3, lastError: 'unavailable' });
    await r.quote(AAPL);
    expect(flaky.calls).toHaveLength(3);
    c.advance(60_001);
    expect(r.health()[0]!.circuit).toBe('half_open');
    await r.quote(AAPL); // the trial fails: open again, for twice as long
    expect(flaky.calls).toHaveLength(4);
    c.advance(60_001);
    await r.quote(AAPL);
    expect(flaky.calls).toHaveLength(4);
    c.advance(60_000);
    flakyRecovers(flaky);
    expect((await r.quote(AAPL))?.provider.id).toBe('flaky');
    expect(r.health()[0]).toMatchObject({ circuit: 'closed', consecutiveFailures: 0 });
  });

  it('opens the circuit for as long as a 429 asks (Retry-After)', async () => {
    const c = clock();
    const limited = fake('limited', [new ProviderError('limited', 'rate_limited', '429', 30)]);
    const r = createRegistry([limited, fake('b', [q(1)])], { now: c.now });
    await r.quote(AAPL);
    expect(r.health()[0]!.circuit).toBe('open');
    c.advance(30_001);
    expect(r.health()[0]!.circuit).toBe('half_open');
  });

  it("keeps each provider within its declared rate limit, falling back while it is used up", async () => {
    const c = clock();
    const slow = fake('slow', [q(1)], { rateLimit: { requests: 2, perSeconds: 60 } });
    const backup = fake('backup', [q(2)]);
    const r = createRegistry([slow, backup], { now: c.now });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await r.quote(AAPL))?.provider.id);
    expect(ids).toEqual(['slow', 'slow', 'backup', 'backup']);
    expect(r.health()[0]!.rateLimit).toEqual({ used: 2, limit: 2, perSeconds: 60 });
    c.advance(60_001);
    expect((await r.quote(AAPL))?.provider.id).toBe('slow');
  });

  it('searches every provider that searches, interleaving their hits, one per symbol; a failed one is named', async () => {
    const hit = (symbol: string) => ({ symbol, providerSymbol: symbol, name: symbol, kind: 'stock' as const, exchange: null, currency: 'USD', isin: null });
    const a: MarketDataProvider = { ...fake('a', [q(1)]), search: async () => [hit('AAA'), hit('SAME'), hit('AAB')] };
    const b: MarketDataProvider = { ...fake('b', [q(1)]), search: async () => [hit('SAME'), hit('BBB')] };
    const broken: MarketDataProvider = { ...fake('x', [q(1)]), search: async () => { throw new ProviderError('x', 'malformed', 'bad'); } };
    const r = createRegistry([a, b, broken]);
    const found = await r.search('s', 10);
    expect(found.results.map((h) => `${h.provider.id}:${h.symbol}`)).toEqual(['a:AAA', 'b:SAME', 'b:BBB', 'a:AAB']);
    expect(found.failed).toEqual(['Provider x']);
  });

  it('drops invalid closes and duplicate days from a history, oldest first', async () => {
    const p: MarketDataProvider = {
      ...fake('h', [q(1)]),
      history: async () => [
        { date: '2026-05-29', close: 10 }, { date: '2026-05-27', close: 0 }, { date: 'nope', close: 5 }, { date: '2026-05-28', close: 9 }, { date: '2026-05-28', close: 9.5 },
      ],
    };
    const got = await createRegistry([p]).history(AAPL, '2026-05-01', '2026-05-31');
    expect(got?.closes).toEqual([{ date: '2026-05-28', close: 9.5 }, { date: '2026-05-29', close: 10 }]);
  });
});

function flakyRecovers(p: MarketDataProvider & { calls: string[] }): void {
  p.quote = async (symbol) => {
    p.calls.push(symbol);
    return q(8);
  };
}

describe('guards', () => {
  it('a rate limiter counts a sliding window', () => {
    const l = createRateLimiter(2, 10);
    expect([l.take(0), l.take(1000), l.take(2000)]).toEqual([true, true, false]);
    expect(l.take(10_001)).toBe(true);
    expect(l.used(10_001)).toBe(2);
  });

  it('a half-open circuit lets one trial through at a time', () => {
    const b = createCircuitBreaker(1, 1000);
    b.failure(0);
    expect(b.allow(500)).toBe(false);
    expect(b.allow(1001)).toBe(true);
    expect(b.allow(1002)).toBe(false);
    b.success();
    expect(b.state(1003)).toBe('closed');
  });
});
