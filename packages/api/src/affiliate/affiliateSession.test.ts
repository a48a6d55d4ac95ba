import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';
import { affiliateLinkUrl } from './affiliateLinkUrl';
import { parseAffiliateParams, parseAffiliateSession, toReferralRequest } from './parseAffiliateSession';

const T0 = new Date('2025-03-01T12:00:00Z');

describe('parseAffiliateParams (product §4)', () => {
  it('needs ref; link and coupon optional; discount and commission parsed as integers', () => {
    expect(parseAffiliateParams('?link=l1', T0)).toBeNull();
    expect(parseAffiliateParams('ref=a1&link=l1&coupon=SAVE10&discount=10.7&commission=30', T0)).toEqual({
      affiliateId: 'a1', linkId: 'l1', couponCode: 'SAVE10', discountRate: 10, commissionRate: 30,
      firstClickAt: T0.toISOString(), lastSeenAt: T0.toISOString(),
    });
    expect(parseAffiliateParams(new URLSearchParams('ref=a1&discount=abc'), T0)).toMatchObject({ discountRate: null, linkId: null, couponCode: null });
    expect(parseAffiliateParams({ ref: ' a2 ' }, T0)?.affiliateId).toBe('a2');
  });

  it('toReferralRequest builds the referral payload', () => {
    const s = parseAffiliateParams('ref=a1&coupon=C', T0)!;
    expect(toReferralRequest(s)).toEqual({ affiliate_id: 'a1', link_id: null, coupon_code: 'C' });
  });

  it('shareable URL {origin}/?link={id}#pricing, defaulting to the production site', () => {
    expect(affiliateLinkUrl('l 1', 'http://localhost:8080/')).toBe('http://localhost:8080/?link=l%201#pricing');
    expect(affiliateLinkUrl('l1')).toBe('https://portfoliotracker.app/?link=l1#pricing');
  });

  it('properties: the session parsers never throw (1000+ runs each)', () => {
    fc.assert(fc.property(fc.anything(), (x) => { parseAffiliateSession(x); }), { numRuns: 2000 });
    fc.assert(fc.property(fc.string(), (x) => { parseAffiliateSession(x); parseAffiliateParams(x, T0); }), { numRuns: 2000 });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('ref', 'link', 'coupon', 'discount', 'commission', 'x'), fc.option(fc.string())), (p) => {
        const s = parseAffiliateParams(p, T0);
        if (s) {
          expect(s.affiliateId.length).toBeGreaterThan(0);
          for (const r of [s.discountRate, s.commissionRate]) expect(r === null || Number.isInteger(r)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('affiliate session store (product §3, §4, §9)', () => {
  it('writes the cookie for 30 days on path / with SameSite Lax', () => {
    const set = vi.fn();
    const { client } = makeClient(scriptedFetch(() => json(200, {})).fetch, { cookies: { get: () => null, set, remove: vi.fn() } });
    client.consent.acceptAll();
    client.affiliateSession.saveFromParams('ref=a1');
    expect(set).toHaveBeenCalledWith('pt_affiliate', expect.stringContaining('"affiliateId":"a1"'), { maxAgeSeconds: 30 * 24 * 3600, path: '/', sameSite: 'Lax' });
  });

  it('always writes session storage; the cookie only with marketing consent v1.0, 30 days, path /, Lax', () => {
    const { client, session, cookies } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    client.affiliateSession.saveFromParams('ref=a1&link=l1');
    expect(JSON.parse(session.getItem('affiliate_session')!)).toMatchObject({ affiliateId: 'a1' });
    expect(cookies.get('pt_affiliate')).toBeNull();

    client.consent.essentialOnly();
    client.affiliateSession.saveFromParams('ref=a1&link=l2');
    expect(cookies.get('pt_affiliate')).toBeNull();

    client.consent.acceptAll();
    // Granting consent later persists the current session in the cookie.
    expect(JSON.parse(cookies.get('pt_affiliate')!)).toMatchObject({ affiliateId: 'a1', linkId: 'l2' });
  });

  it('tells subscribers when withdrawn consent deletes a cookie that was the only copy', () => {
    const { client, session, cookies } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    client.consent.acceptAll();
    client.affiliateSession.saveFromParams('ref=a1');
    session.removeItem('affiliate_session'); // a new tab: the cookie is its only copy
    expect(client.affiliateSession.getSnapshot()?.affiliateId).toBe('a1');
    const listener = vi.fn();
    client.affiliateSession.subscribe(listener);
    client.consent.essentialOnly();
    expect(cookies.get('pt_affiliate')).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(client.affiliateSession.getSnapshot()).toBeNull();
  });

  it('rejects a public link without an affiliate as a parse error and saves nothing', async () => {
    const { client, session } = makeClient(scriptedFetch(() => json(200, { id: 'L2' })).fetch);
    const error = await client.affiliateSession.applyPublicLink('L2').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'parse', code: 'parse', message: 'An error occurred' });
    expect(session.getItem('affiliate_session')).toBeNull();
  });

  it('a session without affiliateId is not saved; a coupon alone joins an existing session', () => {
    const { client, session } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    expect(client.affiliateSession.saveFromParams('coupon=X')).toBeNull();
    expect(session.getItem('affiliate_session')).toBeNull();
    client.affiliateSession.saveFromParams('ref=a1');
    expect(client.affiliateSession.saveFromParams('coupon=X')?.couponCode).toBe('X');
  });

  it('keeps firstClickAt for the same affiliate', () => {
    const { client, setNow } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    client.affiliateSession.saveFromParams('ref=a1');
    setNow(new Date('2025-03-02T00:00:00Z'));
    const s = client.affiliateSession.saveFromParams('ref=a1&link=l9')!;
    expect(s.firstClickAt).toBe('2025-03-01T12:00:00.000Z');
    expect(s.lastSeenAt).toBe('2025-03-02T00:00:00.000Z');
  });

  it('touch refreshes lastSeenAt only when older than 60 s', () => {
    const { client, setNow } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    expect(client.affiliateSession.touch()).toBeNull();
    client.affiliateSession.saveFromParams('ref=a1');
    setNow(new Date(T0.getTime() + 60_000));
    expect(client.affiliateSession.touch()!.lastSeenAt).toBe(T0.toISOString());
    setNow(new Date(T0.getTime() + 60_001));
    expect(client.affiliateSession.touch()!.lastSeenAt).toBe(new Date(T0.getTime() + 60_001).toISOString());
  });

  it('applyPublicLink loads the link, applies its discount and tracks a click', async () => {
    const { fetch, requests } = scriptedFetch((r) =>
      r.path.startsWith('/api/affiliate/public/links/') ? json(200, { id: 'l1', affiliate_id: 'a9', discount_rate: 15, commission_rate: 25 }) : json(200, { ok: true }),
    );
    const { client } = makeClient(fetch);
    const s = await client.affiliateSession.applyPublicLink('l1');
    expect(s).toMatchObject({ affiliateId: 'a9', linkId: 'l1', discountRate: 15, commissionRate: 25 });
    expect(client.affiliateSession.getSnapshot()).toEqual(s);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/api/affiliate/public/links/l1', undefined],
      ['POST', '/api/affiliate/track/click', { link_id: 'l1' }],
    ]);
  });

  it('a failed click tracking does not undo the applied discount', async () => {
    const { fetch } = scriptedFetch((r) => (r.method === 'GET' ? json(200, { id: 'l1', affiliate_id: 'a9', discount_rate: 15, commission_rate: 25 }) : json(500, { error: 'x' })));
    const { client } = makeClient(fetch);
    await expect(client.affiliateSession.applyPublicLink('l1')).resolves.toMatchObject({ discountRate: 15 });
  });

  it('falls back to the cookie when session storage is empty (new tab); clear removes both', () => {
    const { client, session, cookies } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    client.consent.acceptAll();
    client.affiliateSession.saveFromParams('ref=a1');
    session.removeItem('affiliate_session');
    expect(client.affiliateSession.getSnapshot()?.affiliateId).toBe('a1');
    client.affiliateSession.clear();
    expect(client.affiliateSession.getSnapshot()).toBeNull();
    expect(cookies.get('pt_affiliate')).toBeNull();
  });

  it('reads the cookie only with marketing consent, and does not touch it on a first visit', () => {
    const stored = JSON.stringify({ affiliateId: 'a7', firstClickAt: T0.toISOString(), lastSeenAt: T0.toISOString() });
    const get = vi.fn(() => stored);
    const { client } = makeClient(scriptedFetch(() => json(200, {})).fetch, { cookies: { get, set: vi.fn(), remove: vi.fn() } });
    expect(client.affiliateSession.getSnapshot()).toBeNull();
    client.consent.essentialOnly();
    expect(client.affiliateSession.getSnapshot()).toBeNull();
    expect(get).not.toHaveBeenCalled();
    client.consent.acceptAll();
    expect(client.affiliateSession.getSnapshot()?.affiliateId).toBe('a7');
  });
});
