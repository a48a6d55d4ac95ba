// Portfolio sharing: a Pro feature; the public view has no amounts, is noindex, opens signed out,
// and a revoked, unknown or downgraded link is 404. Friends see each other's shared portfolios.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { PLAN_KINDS, backOnPro, endSubscription, planMember } from './planMembers';

type Member = Awaited<ReturnType<TestApp['member']>>;
interface Share { portfolio_id: string; token: string; url: string; active: boolean; created_at: string }

let t: TestApp;
let pro: Member;
let portfolioId = '';
const TRADES = [
  { symbol: 'AAPL', type: 'buy', quantity: 17, price: 181.37, executed_at: '2025-03-03T15:00:00Z' },
  { symbol: 'MSFT', type: 'buy', quantity: 9, price: 402.11, executed_at: '2025-06-02T15:00:00Z' },
  { symbol: 'KO', type: 'buy', quantity: 40, price: 61.5, executed_at: '2025-09-01T15:00:00Z' },
  { symbol: 'KO', type: 'sell', quantity: 13, price: 66.25, executed_at: '2026-02-02T15:00:00Z' },
];

async function portfolioWithTrades(m: Member, name = 'Core holdings'): Promise<string> {
  const p = await t.req<{ id: string }>('POST', '/api/portfolio/', { token: m.token, body: { name } });
  for (const trade of TRADES) {
    const r = await t.req('POST', '/api/transaction/', { token: m.token, body: { portfolio_id: p.body.id, ...trade } });
    if (r.status !== 201) throw new Error(`trade ${r.status} ${JSON.stringify(r.body)}`);
  }
  return p.body.id;
}
const share = (m: Member, id: string) => t.req<Share & Json>('POST', `/api/portfolio/${id}/share`, { token: m.token });

beforeAll(async () => {
  t = await makeTestApp();
  pro = await planMember(t, 'pro@example.com', 'pro');
  portfolioId = await portfolioWithTrades(pro);
});
afterAll(async () => { await t.close(); });

/** Every key of a JSON value, at any depth. */
const keysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(keysOf) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];
const numbersOf = (v: unknown): number[] =>
  Array.isArray(v) ? v.flatMap(numbersOf) : v && typeof v === 'object' ? Object.values(v).flatMap(numbersOf) : typeof v === 'number' ? [v] : [];

describe('the gate', () => {
  it.each(PLAN_KINDS.map((k) => [k, k === 'trial' || k === 'pro'] as const))('%s: sharing allowed = %s', async (kind, allowed) => {
    const m = await planMember(t, `share-${kind}@example.com`, kind);
    const id = (await t.req<{ id: string }>('POST', '/api/portfolio/', { token: m.token, body: { name: 'P' } })).body.id;
    const r = await share(m, id);
    if (allowed) expect(r.status).toBe(201);
    else {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'feature_locked', feature: 'portfolio_sharing', upgrade_plan: 'pro' });
      expect(r.body.error).toContain('Pro');
    }
  });
});

describe('a share link', () => {
  let link: Share;

  it('is created once per portfolio: a second request returns the same link', async () => {
    const first = await share(pro, portfolioId);
    expect(first.status).toBe(201);
    link = first.body;
    expect(link).toEqual({ portfolio_id: portfolioId, token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), url: `http://localhost:8080/shared/${link.token}`, active: true, created_at: expect.any(String) });
    const again = await share(pro, portfolioId);
    expect(again.status).toBe(200);
    expect(again.body.token).toBe(link.token);
    expect((await t.req<Share>('GET', `/api/portfolio/${portfolioId}/share`, { token: pro.token })).body).toEqual(link);
  });

  it('opens signed out, noindex, with weights and returns in percent and not one amount', async () => {
    const r = await t.req<Json>('GET', `/api/public/portfolios/${link.token}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const body = r.body as unknown as {
      name: string; holdings: { symbol: string; weight: number; total_return: number }[]; allocation: unknown[];
      performance: { points: unknown[] }; period_returns: Record<string, number | null>;
    };
    expect(body.name).toBe('Core holdings');
    expect(body.holdings.map((h) => h.symbol).sort()).toEqual(['AAPL', 'KO', 'MSFT']);
    expect(body.holdings.reduce((s, h) => s + h.weight, 0)).toBeCloseTo(1, 5);
    expect(body.allocation).toHaveLength(3);
    expect(body.performance.points.length).toBeGreaterThan(400);
    expect(Object.keys(body.period_returns)).toEqual(['1W', '1M', '3M', 'YTD', '1Y', 'ALL']);
    expect(body.period_returns.ALL).toEqual(expect.any(Number));
    // No key names money or a quantity, at any depth...
    expect(keysOf(body).filter((k) => /value|quantity|price|cost|invested|gain|amount|share|cash|income|dollar/i.test(k))).toEqual([]);
    // ...and no number in it is one of the portfolio's amounts.
    const amounts = new Set(TRADES.flatMap((x) => [x.quantity, x.price, x.quantity * x.price]).concat([27]));
    expect(numbersOf(body).filter((n) => amounts.has(n))).toEqual([]);
    const owner = await t.req<{ value: number }[]>('GET', `/api/portfolio/${portfolioId}/performance?range=ALL`, { token: pro.token });
    const values = new Set((owner.body as unknown as { points: { value: number }[] }).points.map((p) => p.value).filter((v) => v > 1));
    expect(numbersOf(body).filter((n) => values.has(n))).toEqual([]);
  });

  it('is the owner’s only: another member cannot read or revoke it', async () => {
    const other = await planMember(t, 'other-pro@example.com', 'pro');
    expect((await t.req('GET', `/api/portfolio/${portfolioId}/share`, { token: other.token })).status).toBe(404);
    expect((await t.req('POST', `/api/portfolio/${portfolioId}/share`, { token: other.token })).status).toBe(404);
    expect((await t.req('DELETE', `/api/portfolio/${portfolioId}/share`, { token: other.token })).status).toBe(404);
    expect((await t.req('GET', `/api/public/portfolios/${link.token}`)).status).toBe(200);
  });

  it('unknown and malformed tokens are 404', async () => {
    expect((await t.req('GET', `/api/public/portfolios/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await t.req('GET', '/api/public/portfolios/short')).status).toBe(404);
  });

  it('hides while the owner’s plan lacks sharing, and opens again with the same token when it is back', async () => {
    await endSubscription(t, pro);
    expect((await t.req('GET', `/api/public/portfolios/${link.token}`)).status).toBe(404);
    expect((await t.req<Share>('GET', `/api/portfolio/${portfolioId}/share`, { token: pro.token })).body).toMatchObject({ token: link.token, active: false });
    expect((await share(pro, portfolioId)).status).toBe(403);
    await backOnPro(t, pro);
    expect((await t.req('GET', `/api/public/portfolios/${link.token}`)).status).toBe(200);
  });

  it('revoked is 404 for good; sharing again makes a new token', async () => {
    expect((await t.req<Json>('DELETE', `/api/portfolio/${portfolioId}/share`, { token: pro.token })).body).toEqual({ revoked: true, portfolio_id: portfolioId });
    expect((await t.req('GET', `/api/public/portfolios/${link.token}`)).status).toBe(404);
    expect((await t.req('GET', `/api/portfolio/${portfolioId}/share`, { token: pro.token })).body).toBeNull();
    expect((await t.req('DELETE', `/api/portfolio/${portfolioId}/share`, { token: pro.token })).status).toBe(404);
    const renewed = await share(pro, portfolioId);
    expect(renewed.status).toBe(201);
    expect(renewed.body.token).not.toBe(link.token);
    expect((await t.req('GET', `/api/public/portfolios/${link.token}`)).status).toBe(404);
    expect((await t.req('GET', `/api/public/portfolios/${renewed.body.token}`)).status).toBe(200);
  });
});

describe('friends’ shared portfolios', () => {
  it('an accepted friend lists them; a stranger, a pending request and a downgraded sharer show nothing', async () => {
    const sharer = await planMember(t, 'sharer@example.com', 'pro');
    const friend = await t.member('friend@example.com');
    const stranger = await t.member('stranger@example.com');
    const core = await portfolioWithTrades(sharer, 'Core');
    await portfolioWithTrades(sharer, 'Private');
    const link = (await share(sharer, core)).body;
    const asked = await t.req<Json>('POST', '/api/friends/', { token: friend.token, body: { user_id: sharer.id } });
    const friendshipId = String(asked.body.id);
    expect((await t.req('GET', `/api/friends/${friendshipId}/portfolios`, { token: friend.token })).status).toBe(404);
    await t.req('POST', `/api/friends/${friendshipId}/accept`, { token: sharer.token });
    const listed = await t.req<Json[]>('GET', `/api/friends/${friendshipId}/portfolios`, { token: friend.token });
    expect(listed.body).toEqual([{ portfolio_id: core, name: 'Core', token: link.token, url: link.url, shared_at: link.created_at }]);
    expect((await t.req('GET', `/api/friends/${friendshipId}/portfolios`, { token: stranger.token })).status).toBe(404);
    expect((await t.req<Json[]>('GET', `/api/friends/${friendshipId}/portfolios`, { token: sharer.token })).body).toEqual([]);
    await endSubscription(t, sharer);
    expect((await t.req<Json[]>('GET', `/api/friends/${friendshipId}/portfolios`, { token: friend.token })).body).toEqual([]);
  });
});
