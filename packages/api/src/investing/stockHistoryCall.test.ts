import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';

describe('stock.history', () => {
  const body = { symbol: 'BRK.B', currency: 'USD', source: 'sample', closes: [{ date: '2026-06-01', close: 462.1 }] };

  it('asks GET /api/stock/{symbol}/history with the given dates only', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, body));
    const { client } = makeClient(fetch);
    expect(await client.stock.history('BRK.B', { from: '2026-01-02', to: '2026-06-01' })).toEqual(body);
    await client.stock.history('A/B', { to: '2026-06-01' });
    await client.stock.history('AAPL');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/stock/BRK.B/history?from=2026-01-02&to=2026-06-01',
      'GET /api/stock/A%2FB/history?to=2026-06-01',
      'GET /api/stock/AAPL/history',
    ]);
  });
});
