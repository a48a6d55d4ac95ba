// Lists a page at a time (product §10.15): one shape, keyset cursors that are stable across
// inserts and deletions, server-side filters, and a 400 for a cursor that was changed or belongs to
// another list or other filters. The plain calls of product §7 keep their arrays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage, Transaction, TransactionListPage } from '@pt/api';
import { makePager } from '../src/lib/paging';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
let seq = 0;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

const day = (n: number) => new Date(Date.parse('2025-01-01T15:00:00Z') + n * 86_400_000).toISOString();

async function workspace() {
  const m = await t.member(`paging-${++seq}@example.com`);
  const pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } })).body.id);
  const page = async (query: string) => t.req<TransactionListPage & Json>('GET', `/api/transaction?portfolio_id=${pid}${query}`, { token: m.token });
  const all = async (query = '') => (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}${query}`, { token: m.token })).body;
  /** Every page of a query, following next_cursor. */
  const walk = async (query: string) => {
    const items: Transaction[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 100; n++) {
      const res: TransactionListPage = (await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body;
      items.push(...res.items);
      if (!res.has_more) { expect(res.next_cursor).toBeNull(); break; }
      cursor = res.next_cursor;
    }
    return items;
  };
  return { m, pid, page, all, walk };
}

describe('GET /api/transaction a page at a time', () => {
  it('walks every transaction in the plain call\'s order, with the total, filters done by the server', async () => {
    const w = await workspace();
    const rows = [
      ...Array.from({ length: 6 }, (_, i) => ({ symbol: 'AAPL', type: 'buy', quantity: i + 1, price: 100, executed_at: day(i) })),
      ...Array.from({ length: 3 }, (_, i) => ({ symbol: 'MSFT', type: 'buy', quantity: i + 1, price: 300, executed_at: day(i) })),
      { symbol: 'AAPL', type: 'sell', quantity: 2, price: 120, executed_at: day(10) },
      { symbol: 'AAPL', type: 'dividend', quantity: 5, price: 0.25, executed_at: day(12) },
    ];
    expect((await t.req('POST', '/api/transaction/import', { token: w.m.token, body: { portfolio_id: w.pid, transactions: rows } })).status).toBe(201);
    const plain = await w.all();
    expect(plain).toHaveLength(11);
    expect(await w.walk('&limit=4')).toEqual(plain);
    const first = (await w.page('&limit=4')).body;
    expect(first).toMatchObject({ limit: 4, has_more: true, total: 11 });
    expect(first.items).toEqual(plain.slice(0, 4));
    // Filters: the same as filtering the plain list, and the plain call takes them too.
    expect(await w.walk('&symbol=aapl&limit=3')).toEqual(plain.filter((x) => x.symbol === 'AAPL'));
    expect(await w.walk('&type=buy&symbol=MSFT&limit=2')).toEqual(plain.filter((x) => x.symbol === 'MSFT'));
    expect(await w.walk('&type=dividend&limit=2')).toEqual(plain.filter((x) => x.type === 'dividend'));
    expect(await w.all('&type=sell')).toEqual(plain.filter((x) => x.type === 'sell'));
    expect((await w.page('&symbol=MSFT&limit=2')).body.total).toBe(3);
    expect((await w.page('&type=all&limit=50')).body).toMatchObject({ total: 11, has_more: false, next_cursor: null });
    // The default page is 50.
    expect((await w.page('&cursor=')).body).toBeInstanceOf(Array);
    expect((await t.req<TransactionListPage>('GET', `/api/transaction?portfolio_id=${w.pid}&limit=`, { token: w.m.token })).body).toBeInstanceOf(Array);
  });

  it('is stable across inserts and deletions: no row twice, none left out, equal times ordered by id', async () => {
    const w = await workspace();
    // Ten rows with one time and one created_at: only the id orders them.
    const same = Array.from({ length: 10 }, (_, i) => ({ symbol: 'KO', type: 'buy', quantity: i + 1, price: 60, executed_at: day(5) }));
    await t.req('POST', '/api/transaction/import', { token: w.m.token, body: { portfolio_id: w.pid, transactions: same } });
    const before = await w.all();
    const ids = before.map((x) => x.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const p1 = (await w.page('&limit=3')).body;
    // Meanwhile: a newer transaction (it belongs before this page), and a deletion of the page's last row.
    await t.req('POST', '/api/transaction', { token: w.m.token, body: { portfolio_id: w.pid, symbol: 'KO', type: 'buy', quantity: 1, price: 60, executed_at: day(9) } });
    expect((await t.req('DELETE', `/api/transaction/${p1.items[2]!.id}`, { token: w.m.token })).status).toBe(200);
    const rest: Transaction[] = [];
    let cursor = p1.next_cursor;
    while (cursor) {
      const p: TransactionListPage = (await w.page(`&limit=3&cursor=${encodeURIComponent(cursor)}`)).body;
      rest.push(...p.items);
      cursor = p.next_cursor;
    }
    expect([...p1.items, ...rest].map((x) => x.id)).toEqual(ids);
  });

  it('refuses a changed cursor, one of other filters or another list, and limits outside 1-500', async () => {
    const w = await workspace();
    await t.req('POST', '/api/transaction/import', { token: w.m.token, body: { portfolio_id: w.pid, transactions: [
      { symbol: 'AAPL', type: 'buy', quantity: 1, price: 1, executed_at: day(1) },
      { symbol: 'AAPL', type: 'buy', quantity: 2, price: 1, executed_at: day(2) },
    ] } });
    const { next_cursor: cursor } = (await w.page('&limit=1')).body;
    expect(cursor).toEqual(expect.any(String));
    const [payload, mac] = cursor!.split('.') as [string, string];
    const keys = JSON.parse(Buffer.from(payload, 'base64url').toString()) as string[];
    const forged = `${Buffer.from(JSON.stringify([keys[0], keys[1], '00000000-0000-0000-0000-000000000000'])).toString('base64url')}.${mac}`;
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    for (const bad of [flip(cursor!), forged, `${payload}.`, 'not-a-cursor', `${cursor}x`, 'a'.repeat(3000)]) {
      const res = await w.page(`&limit=1&cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'cursor' });
    }
    expect((await w.page(`&limit=1&symbol=MSFT&cursor=${encodeURIComponent(cursor!)}`)).status).toBe(400);
    expect((await t.req('GET', `/api/notifications?limit=1&cursor=${encodeURIComponent(cursor!)}`, { token: w.m.token })).status).toBe(400);
    // Another member's portfolio id in the same cursor's list: the portfolio check comes first.
    const stranger = await t.member(`paging-stranger-${++seq}@example.com`);
    expect((await t.req('GET', `/api/transaction?portfolio_id=${w.pid}&limit=1&cursor=${encodeURIComponent(cursor!)}`, { token: stranger.token })).status).toBe(404);
    for (const limit of ['0', '501', '-1', '2.5', 'ten']) expect((await w.page(`&limit=${limit}`)).body).toMatchObject({ field: 'limit' });
    expect((await w.page('&limit=500')).status).toBe(200);
    expect((await w.page('&type=short&limit=5')).body).toMatchObject({ field: 'type' });
    expect((await w.page('&symbol=$$$&limit=5')).body).toMatchObject({ field: 'symbol' });
  });
});

describe('GET /api/notifications a page at a time', () => {
  it('reaches every notification beyond the plain call\'s 100, newest first, ties by id', async () => {
    const m = await t.member(`paging-bell-${++seq}@example.com`);
    const at = t.clock.now();
    await t.db.query(
      `INSERT INTO notifications (user_id, title, body, kind, created_at)
       SELECT $1, 'n' || g, 'body', 'general', $2::timestamptz - (g / 3) * interval '1 minute' FROM generate_series(1, 105) g`,
      [m.id, at],
    );
    const plain = (await t.req<Notification[]>('GET', '/api/notifications', { token: m.token })).body;
    expect(plain).toHaveLength(100);
    const items: Notification[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: NotificationPage } = await t.req<NotificationPage>('GET', `/api/notifications?limit=40${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: m.token });
      expect(res.status).toBe(200);
      items.push(...res.body.items);
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(items).toHaveLength(105);
    expect(items.slice(0, 100)).toEqual(plain);
    expect(new Set(items.map((n) => n.id)).size).toBe(105);
    expect((await t.req('GET', '/api/notifications?limit=101', { token: m.token })).status).toBe(400);
  });
});

describe('cursors', () => {
  const pager = makePager('secret-a');
  const limits = { defaultLimit: 10, maxLimit: 20 };
  const rows = [{ k: 'c', id: '3' }, { k: 'b', id: '2' }, { k: 'a', id: '1' }];

  it('carry the last row\'s keys, signed for the list, its filters and the secret', () => {
    const first = pager.page(rows, { limit: 2, after: null }, 'list', { q: 'x' }, (r) => [r.k, r.id], (r) => r.id);
    expect(first).toMatchObject({ items: ['3', '2'], has_more: true, limit: 2 });
    const next = { limit: '2', cursor: first.next_cursor! };
    expect(pager.read(next, 'list', { q: 'x' }, limits, 2)).toEqual({ limit: 2, after: ['b', '2'] });
    expect(() => pager.read(next, 'other', { q: 'x' }, limits, 2)).toThrow(/cursor/);
    expect(() => pager.read(next, 'list', { q: 'y' }, limits, 2)).toThrow(/cursor/);
    expect(() => pager.read(next, 'list', { q: 'x' }, limits, 3)).toThrow(/cursor/);
    expect(() => makePager('secret-b').read(next, 'list', { q: 'x' }, limits, 2)).toThrow(/cursor/);
    expect(pager.page(rows, { limit: 3, after: null }, 'list', {}, (r) => [r.k, r.id], (r) => r.id)).toMatchObject({ has_more: false, next_cursor: null });
    expect(pager.wanted({})).toBe(false);
    expect(pager.wanted({ limit: '5' })).toBe(true);
    expect(pager.wanted({ cursor: 'x' })).toBe(true);
  });
});
