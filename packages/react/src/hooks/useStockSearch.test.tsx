import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useStockSearch } from './useStockSearch';
import { useQuote } from './useQuote';
import { useQuotes } from './useQuotes';
import { createTestEnv, renderWithApi, type Reply } from '../../test/testClient';

const result = (symbol: string) => ({ symbol, name: `${symbol} Inc.`, kind: 'stock', sector: null });

describe('useStockSearch', () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); });
  afterEach(() => { vi.useRealTimers(); });

  it('sends one search once typing pauses for 250 ms', async () => {
    const env = createTestEnv({ 'GET /api/stock/search': ({ path }) => ({ body: [result(new URL(path, 'http://x').searchParams.get('q')!.toUpperCase())] }) });
    env.signInAs({ id: 'u1' });
    const { result: hook } = renderWithApi(() => useStockSearch(), env);
    for (const q of ['a', 'ap', 'app']) {
      act(() => hook.current.setQuery(q));
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(hook.current.settling).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(env.api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(env.api.calls.map((c) => c.path)).toEqual(['/api/stock/search?q=app']);
    expect(hook.current).toMatchObject({ settling: false, searchedFor: 'app', results: [result('APP')] });
  });

  it("never shows an older query's answer that arrives after the latest one", async () => {
    const replies: Record<string, (r: Reply) => void> = {};
    const env = createTestEnv({
      'GET /api/stock/search': ({ path }) => new Promise<Reply>((resolve) => { replies[new URL(path, 'http://x').searchParams.get('q')!] = resolve; }),
    });
    env.signInAs({ id: 'u1' });
    const { result: hook } = renderWithApi(() => useStockSearch(), env);
    act(() => hook.current.setQuery('ap'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    act(() => hook.current.setQuery('apple'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(Object.keys(replies)).toEqual(['ap', 'apple']);
    await act(async () => { replies.apple!({ body: [result('AAPL')] }); await vi.advanceTimersByTimeAsync(0); });
    expect(hook.current.results).toEqual([result('AAPL')]);
    await act(async () => { replies.ap!({ body: [result('APP'), result('APA')] }); await vi.advanceTimersByTimeAsync(0); });
    expect(hook.current).toMatchObject({ searchedFor: 'apple', results: [result('AAPL')] });
    act(() => hook.current.setQuery(''));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(hook.current).toMatchObject({ status: 'idle', results: [] });
  });
});

describe('useQuote and useQuotes', () => {
  it('asks for a quote only for a symbol the rules accept, and for a set of symbols in one call whatever their order', async () => {
    const quote = { symbol: 'AAPL', price: 187.5 };
    const env = createTestEnv({
      'GET /api/stock/AAPL': { body: quote },
      'GET /api/stock/quotes?symbols=AAPL,MSFT': { body: { quotes: [quote, { symbol: 'MSFT', price: 400 }], unknown: ['ZZZZ'] } },
    });
    env.signInAs({ id: 'u1' });
    let symbol = 'apple inc';
    let symbols = ['msft', 'AAPL'];
    const { result: hook, rerender } = renderWithApi(() => ({ one: useQuote(symbol), many: useQuotes(symbols) }), env);
    await act(() => vi.waitFor(() => expect(hook.current.many.bySymbol.get('MSFT')?.price).toBe(400)));
    expect(hook.current.one.status).toBe('idle');
    [symbol, symbols] = [' aapl ', ['AAPL', 'MSFT', 'msft']];
    rerender();
    await act(() => vi.waitFor(() => expect(hook.current.one.quote).toEqual(quote)));
    expect(hook.current.many.unknown).toEqual(['ZZZZ']);
    expect(env.api.calls.map((c) => c.path)).toEqual(['/api/stock/quotes?symbols=AAPL,MSFT', '/api/stock/AAPL']);
  });
});
