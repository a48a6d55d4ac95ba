import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';

describe('sharing, alerts, notifications and API token calls', () => {
  it('send the reference server paths with ids URL-encoded', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, {}));
    const { client } = makeClient(fetch);
    await client.notifications.unreadCount();
    await client.notifications.markRead('n/1');
    await client.notifications.markAllRead();
    await client.sharing.get('p/1');
    await client.sharing.create('p/1');
    await client.sharing.revoke('p/1');
    await client.sharing.view('tok-_1');
    await client.friends.portfolios('f/1');
    await client.alerts.list();
    await client.alerts.create({ symbol: 'AAPL', condition: 'above', threshold: 230 });
    await client.alerts.remove('a/1');
    await client.apiTokens.list();
    await client.apiTokens.create({ name: 'Script' });
    await client.apiTokens.revoke('t/1');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/notifications/unread-count',
      'POST /api/notifications/n%2F1/read',
      'POST /api/notifications/read-all',
      'GET /api/portfolio/p%2F1/share',
      'POST /api/portfolio/p%2F1/share',
      'DELETE /api/portfolio/p%2F1/share',
      'GET /api/public/portfolios/tok-_1',
      'GET /api/friends/f%2F1/portfolios',
      'GET /api/alerts/',
      'POST /api/alerts/',
      'DELETE /api/alerts/a%2F1',
      'GET /api/tokens/',
      'POST /api/tokens/',
      'DELETE /api/tokens/t%2F1',
    ]);
    expect(requests[9]!.body).toEqual({ symbol: 'AAPL', condition: 'above', threshold: 230 });
    expect(requests[12]!.body).toEqual({ name: 'Script' });
  });

  it('a portfolio that is not shared reads as null', async () => {
    const { fetch } = scriptedFetch(() => json(200, null));
    const { client } = makeClient(fetch);
    expect(await client.sharing.get('p1')).toBeNull();
  });
});
