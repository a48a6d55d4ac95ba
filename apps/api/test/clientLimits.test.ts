// Rate limits and click de-duplication key on the client address only, kept in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';

const clicksOf = async (t: TestApp, token: string, linkId: string): Promise<number | undefined> =>
  (await t.req<{ id: string; clicks: number }[]>('GET', '/api/affiliate/links', { token })).body.find((l) => l.id === linkId)?.clicks;

async function affiliateLink(t: TestApp, email: string): Promise<{ token: string; linkId: string }> {
  const aff = await t.affiliate(email);
  const link = await t.req<{ id: string }>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'Blog', commission_rate: 30, discount_rate: 10 } });
  return { token: aff.token, linkId: link.body.id };
}

describe('click de-duplication', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t.close(); });

  it('rotating the user agent or X-Forwarded-For does not count extra clicks', async () => {
    const { token, linkId } = await affiliateLink(t, 'rotating@example.com');
    for (let i = 0; i < 5; i++) {
      const r = await t.req<Json>('POST', '/api/affiliate/track/click', {
        body: { link_id: linkId },
        ip: '203.0.113.7',
        headers: { 'user-agent': `agent-${i}`, 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(r.body).toEqual({ ok: true });
    }
    expect(await clicksOf(t, token, linkId)).toBe(1);
    // Another address counts, and the same address counts again a minute later.
    await t.req('POST', '/api/affiliate/track/click', { body: { link_id: linkId }, ip: '203.0.113.8' });
    t.clock.advance(60);
    await t.req('POST', '/api/affiliate/track/click', { body: { link_id: linkId }, ip: '203.0.113.7' });
    expect(await clicksOf(t, token, linkId)).toBe(3);
  });

  it('claims older than a minute are pruned', async () => {
    const { linkId } = await affiliateLink(t, 'pruned@example.com');
    await t.req('POST', '/api/affiliate/track/click', { body: { link_id: linkId }, ip: '203.0.113.9' });
    expect((await t.db.query('SELECT 1 FROM click_dedupe WHERE link_id = $1', [linkId])).length).toBe(1);
    t.clock.advance(120);
    await t.req('POST', '/api/affiliate/track/click', { body: { link_id: linkId }, ip: '203.0.113.10' });
    const left = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM click_dedupe WHERE counted_at <= $1', [new Date(t.clock.ms - 60_000)]);
    expect(Number(left[0]?.n)).toBe(0);
  });
});

describe('behind a load balancer (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ trustProxy: 1 }); });
  afterAll(async () => { await t.close(); });

  it('the address the proxy appended is the visitor; what the client put before it is ignored', async () => {
    const { token, linkId } = await affiliateLink(t, 'proxied@example.com');
    const click = (xff: string) => t.req('POST', '/api/affiliate/track/click', { body: { link_id: linkId }, ip: '10.1.0.2', headers: { 'x-forwarded-for': xff } });
    await click('1.1.1.1, 203.0.113.20');
    await click('2.2.2.2, 203.0.113.20');
    await click('203.0.113.20');
    expect(await clicksOf(t, token, linkId)).toBe(1);
    await click('203.0.113.21');
    expect(await clicksOf(t, token, linkId)).toBe(2);
  });
});

describe('the sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ authRateLimit: 3 }); });
  afterAll(async () => { await t.close(); });
  const signIn = (ip: string, headers: Record<string, string> = {}) =>
    t.req<Json>('POST', '/api/auth/signin', { body: { email: 'a@b.co', password: 'x' }, ip, headers });

  it('counts per client address, whatever the headers say, and its rows are pruned', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('203.0.113.30', { 'user-agent': `a${i}`, 'x-forwarded-for': `9.9.9.${i}` })).status).toBe(401);
    expect((await signIn('203.0.113.30', { 'user-agent': 'fresh', 'x-forwarded-for': '8.8.8.8' })).status).toBe(429);
    expect((await signIn('203.0.113.31')).status).toBe(401);
    expect((await t.db.query('SELECT 1 FROM rate_limits')).length).toBe(2);
    t.clock.advance(61);
    expect((await signIn('203.0.113.32')).status).toBe(401);
    // The ended minute's rows are gone; only the new window's row is left.
    expect((await t.db.query('SELECT 1 FROM rate_limits')).length).toBe(1);
  });
});
