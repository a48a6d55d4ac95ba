import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';

describe('portfolio workspace calls', () => {
  it('send the reference server paths, ids and symbols URL-encoded', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, {}));
    const { client } = makeClient(fetch);
    await client.transactions.list();
    await client.transactions.list({ portfolio_id: 'p/1' });
    await client.transactions.list({ portfolio_id: 'p1', symbol: 'BRK.B', type: 'sell' });
    await client.transactions.page({ portfolio_id: 'p1' });
    await client.transactions.page({ portfolio_id: 'p1', type: 'dividend', limit: 25, cursor: 'a+b/c=' });
    await client.portfolio.overview('p/1');
    await client.notifications.page();
    await client.transactions.update('t/1', { quantity: 2, executed_at: '2026-01-02' });
    await client.transactions.remove('t/1');
    await client.transactions.import({ portfolio_id: 'p1', transactions: [{ symbol: 'AAPL', type: 'buy', quantity: 1, price: 2 }] });
    await client.stock.quotes(['AAPL', 'BRK.B', 'A,B']);
    await client.portfolio.performance('p/1', 'ALL');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/transaction/',
      'GET /api/transaction/?portfolio_id=p%2F1',
      'GET /api/transaction/?portfolio_id=p1&symbol=BRK.B&type=sell',
      'GET /api/transaction/?portfolio_id=p1&limit=50',
      'GET /api/transaction/?portfolio_id=p1&type=dividend&limit=25&cursor=a%2Bb%2Fc%3D',
      'GET /api/portfolio/p%2F1/overview',
      'GET /api/notifications/?limit=50',
      'PUT /api/transaction/t%2F1',
      'DELETE /api/transaction/t%2F1',
      'POST /api/transaction/import',
      'GET /api/stock/quotes?symbols=AAPL,BRK.B,A%2CB',
      'GET /api/portfolio/p%2F1/performance?range=ALL',
    ]);
    expect(requests[7]!.body).toEqual({ quantity: 2, executed_at: '2026-01-02' });
    expect(requests[9]!.body).toEqual({ portfolio_id: 'p1', transactions: [{ symbol: 'AAPL', type: 'buy', quantity: 1, price: 2 }] });
  });
});
