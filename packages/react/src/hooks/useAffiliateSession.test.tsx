import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS, AFFILIATE_COOKIE_NAME, CONSENT_STORAGE_KEY, ApiError, createApiClient,
  type AffiliateSession, type CookieAdapter, type CookieOptions,
} from '@pt/api';
import { AFFILIATE_SESSION_KEY, createMemoryCookies, createMemoryEvents, createMemoryStorage } from '@pt/api/internal';
import { ApiProvider } from '../ApiProvider';
import { useAffiliateSession } from './useAffiliateSession';
import { createFakeFetch, type Handler } from '../../test/testClient';

const T0 = Date.parse('2025-01-01T00:00:00Z');

/** A cookie jar shared by the tabs of one browser, recording every write with its attributes. */
function cookieJar() {
  const jar = createMemoryCookies();
  const writes: { name: string; value: string; options?: CookieOptions }[] = [];
  const cookies: CookieAdapter = {
    get: (n) => jar.get(n),
    set: (name, value, options) => { writes.push({ name, value, options }); jar.set(name, value, options); },
    remove: (n, o) => jar.remove(n, o),
  };
  return { cookies, writes };
}

/**
 * One browser tab: its own session storage, events and client; local storage and cookies
 * are shared with the other tabs of the same browser (`browser`).
 */
function openTab(browser = { local: createMemoryStorage(), jar: cookieJar() }, routes: Record<string, Handler> = {}) {
  const api = createFakeFetch(routes);
  const session = createMemoryStorage();
  const events = createMemoryEvents();
  const clock = { ms: T0 };
  const client = createApiClient({
    baseUrl: 'http://api.test', appUrl: 'http://app.test', fetch: api.fetch,
    storage: { local: browser.local, session }, cookies: browser.jar.cookies, events, now: () => new Date(clock.ms),
  });
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} sessionStorage={session}>{children}</ApiProvider>
  );
  const render = () => renderHook(() => { renders++; return useAffiliateSession(); }, { wrapper });
  return { browser, api, session, events, clock, client, render, renders: () => renders };
}

const stored = (s: Partial<AffiliateSession> = {}): AffiliateSession => ({
  affiliateId: 'A1', linkId: 'L1', couponCode: null, discountRate: 15, commissionRate: 30,
  firstClickAt: '2025-01-01T00:00:00.000Z', lastSeenAt: '2025-01-01T00:00:00.000Z', ...s,
});

describe('useAffiliateSession', () => {
  it('names itself when used outside <ApiProvider>', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useAffiliateSession())).toThrow('useAffiliateSession must be used inside <ApiProvider>');
    } finally {
      spy.mockRestore();
    }
  });

  it('has no session and no discount for a visitor without one', () => {
    const tab = openTab();
    const { result } = tab.render();
    expect(result.current).toMatchObject({ session: null, discount: null });
  });

  it("reads the SDK store's current session on the first render", () => {
    const tab = openTab();
    tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored({ couponCode: 'SAVE10' })));
    const { result } = tab.render();
    expect(result.current.session).toEqual(stored({ couponCode: 'SAVE10' }));
    expect(result.current.session).toBe(tab.client.affiliateSession.getSnapshot());
    expect(result.current.discount).toBe(15);
  });

  it('falls back to the affiliate cookie in a tab without a session of its own (marketing consent given)', () => {
    const tab = openTab();
    tab.client.consent.acceptAll();
    tab.browser.jar.cookies.set(AFFILIATE_COOKIE_NAME, JSON.stringify(stored({ discountRate: 20 })));
    const { result } = tab.render();
    expect(result.current).toMatchObject({ session: { affiliateId: 'A1' }, discount: 20 });
  });

  it('ignores an affiliate cookie while there is no marketing consent', () => {
    const tab = openTab();
    tab.browser.jar.cookies.set(AFFILIATE_COOKIE_NAME, JSON.stringify(stored({ discountRate: 20 })));
    const { result } = tab.render();
    expect(result.current).toMatchObject({ session: null, discount: null });
  });

  it('has a null discount when the session carries none', () => {
    const tab = openTab();
    tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored({ discountRate: null })));
    const { result } = tab.render();
    expect(result.current).toMatchObject({ session: { affiliateId: 'A1' }, discount: null });
  });

  it('ignores a corrupt stored session', () => {
    const tab = openTab();
    tab.session.setItem(AFFILIATE_SESSION_KEY, '{not json');
    const { result } = tab.render();
    expect(result.current).toMatchObject({ session: null, discount: null });
  });

  it('keeps the same session object and callbacks across renders (no render loop)', () => {
    const tab = openTab();
    tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored()));
    const { result, rerender } = tab.render();
    const first = result.current;
    rerender();
    expect(result.current.session).toBe(first.session);
    for (const k of ['applyLink', 'saveFromParams', 'touch', 'clear'] as const) expect(result.current[k]).toBe(first[k]);
    expect(tab.renders()).toBeLessThanOrEqual(3);
  });

  describe('saveFromParams', () => {
    it('saves ref, link, coupon and integer rates, and re-renders with the discount', () => {
      const tab = openTab();
      const { result } = tab.render();
      let saved: AffiliateSession | null = null;
      act(() => { saved = result.current.saveFromParams('?ref=A9&link=L7&coupon=SAVE10&discount=12.7&commission=25'); });
      const expected = { affiliateId: 'A9', linkId: 'L7', couponCode: 'SAVE10', discountRate: 12, commissionRate: 25, firstClickAt: '2025-01-01T00:00:00.000Z', lastSeenAt: '2025-01-01T00:00:00.000Z' };
      expect(saved).toEqual(expected);
      expect(result.current).toMatchObject({ session: expected, discount: 12 });
      expect(JSON.parse(tab.session.getItem(AFFILIATE_SESSION_KEY)!)).toEqual(expected);
    });

    it('saves nothing without ref, but a coupon alone joins an existing session', () => {
      const tab = openTab();
      const { result } = tab.render();
      let saved: AffiliateSession | null = stored();
      act(() => { saved = result.current.saveFromParams({ coupon: 'SAVE10', discount: '20' }); });
      expect(saved).toBeNull();
      expect(result.current).toMatchObject({ session: null, discount: null });
      expect(tab.session.getItem(AFFILIATE_SESSION_KEY)).toBeNull();

      act(() => { result.current.saveFromParams({ ref: 'A1', discount: '10' }); });
      act(() => { result.current.saveFromParams(new URLSearchParams('coupon=WELCOME')); });
      expect(result.current.session).toMatchObject({ affiliateId: 'A1', couponCode: 'WELCOME', discountRate: 10 });
    });
  });

  describe('store changes', () => {
    it('updates when the store is changed outside the hook, and every instance stays in step', () => {
      const tab = openTab();
      const a = tab.render();
      const b = tab.render();
      act(() => tab.client.affiliateSession.save(stored({ discountRate: 25 })));
      expect(a.result.current).toMatchObject({ session: { affiliateId: 'A1' }, discount: 25 });
      expect(b.result.current.session).toBe(a.result.current.session);
      act(() => a.result.current.clear());
      expect(b.result.current).toMatchObject({ session: null, discount: null });
    });

    it("follows another tab: withdrawn marketing consent there drops this tab's cookie-only session", () => {
      const here = openTab();
      const there = openTab(here.browser);
      act(() => { there.client.consent.acceptAll(); });
      there.client.affiliateSession.saveFromParams({ ref: 'A5', discount: '10' });
      // A new tab has no session storage of its own: it reads the shared cookie.
      const { result } = here.render();
      expect(result.current).toMatchObject({ session: { affiliateId: 'A5' }, discount: 10 });

      there.client.consent.essentialOnly();
      // The browser tells this tab that local storage (the consent record) changed.
      act(() => here.events.dispatchStorage(CONSENT_STORAGE_KEY));
      expect(result.current).toMatchObject({ session: null, discount: null });
    });

    it('drops a cookie-only session when marketing consent is withdrawn in this tab', () => {
      // Regression: the SDK store does not notify on consent changes, yet its snapshot
      // becomes null once the cookie (the only copy here) is deleted.
      const tab = openTab();
      act(() => { tab.client.consent.acceptAll(); });
      tab.browser.jar.cookies.set(AFFILIATE_COOKIE_NAME, JSON.stringify(stored()));
      const { result } = tab.render();
      expect(result.current.discount).toBe(15);
      act(() => { tab.client.consent.essentialOnly(); });
      expect(tab.client.affiliateSession.getSnapshot()).toBeNull();
      expect(result.current).toMatchObject({ session: null, discount: null });
    });

    it('does not re-render for a consent change that leaves the session as it is', () => {
      const tab = openTab();
      tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored()));
      const { result } = tab.render();
      const before = result.current.session;
      const renders = tab.renders();
      act(() => { tab.client.consent.acceptAll(); });
      act(() => { tab.client.consent.essentialOnly(); });
      expect(result.current.session).toBe(before);
      expect(tab.renders()).toBe(renders);
    });

    it('does not re-render for an unrelated storage change in another tab', () => {
      const tab = openTab();
      tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored()));
      const { result } = tab.render();
      const before = result.current.session;
      const renders = tab.renders();
      act(() => tab.events.dispatchStorage('some_other_key'));
      expect(result.current.session).toBe(before);
      expect(tab.renders()).toBe(renders);
    });

    it('subscribes once per mounted hook and unsubscribes on unmount', () => {
      const tab = openTab();
      let active = 0;
      const track = (target: { subscribe(l: () => void): () => void }) => {
        const subscribe = target.subscribe.bind(target);
        vi.spyOn(target, 'subscribe').mockImplementation((l) => {
          active++;
          const off = subscribe(l);
          return () => { active--; off(); };
        });
      };
      track(tab.client.affiliateSession);
      track(tab.client.consent);
      const { rerender, unmount } = tab.render();
      const mounted = active;
      expect(mounted).toBeGreaterThan(0);
      rerender();
      act(() => tab.client.affiliateSession.save(stored()));
      expect(active).toBe(mounted);
      unmount();
      expect(active).toBe(0);
    });
  });

  describe('the affiliate cookie (product §9)', () => {
    const cookieWrites = (tab: ReturnType<typeof openTab>) => tab.browser.jar.writes.filter((w) => w.name === AFFILIATE_COOKIE_NAME);

    it('is not written without a consent record: session storage only', () => {
      const tab = openTab();
      const { result } = tab.render();
      act(() => { result.current.saveFromParams({ ref: 'A1' }); });
      expect(result.current.session).toMatchObject({ affiliateId: 'A1' });
      expect(tab.session.getItem(AFFILIATE_SESSION_KEY)).not.toBeNull();
      expect(cookieWrites(tab)).toEqual([]);
      expect(tab.browser.jar.cookies.get(AFFILIATE_COOKIE_NAME)).toBeNull();
    });

    it('is not written with Essential Only or with marketing turned off', () => {
      const tab = openTab();
      const { result } = tab.render();
      act(() => { tab.client.consent.essentialOnly(); });
      act(() => { result.current.saveFromParams({ ref: 'A1' }); });
      act(() => { tab.client.consent.save({ analytics: true, marketing: false }); });
      act(() => { result.current.saveFromParams({ ref: 'A2' }); });
      expect(result.current.session).toMatchObject({ affiliateId: 'A2' });
      expect(cookieWrites(tab)).toEqual([]);
    });

    it('is not written for a consent record of another version, even with marketing true', () => {
      const tab = openTab();
      tab.browser.local.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '0.9', essential: true, analytics: true, marketing: true, timestamp: '' }));
      const { result } = tab.render();
      act(() => { result.current.saveFromParams({ ref: 'A1' }); });
      expect(cookieWrites(tab)).toEqual([]);
    });

    it('is written with marketing consent: the same JSON, 30 days, path /, SameSite Lax', () => {
      const tab = openTab();
      const { result } = tab.render();
      act(() => { tab.client.consent.acceptAll(); });
      act(() => { result.current.saveFromParams({ ref: 'A1', coupon: 'SAVE10' }); });
      expect(cookieWrites(tab)).toEqual([{
        name: AFFILIATE_COOKIE_NAME,
        value: tab.session.getItem(AFFILIATE_SESSION_KEY),
        options: { maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax' },
      }]);
      expect(AFFILIATE_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    });

    it('is written for the current session once marketing consent is given later', () => {
      const tab = openTab();
      const { result } = tab.render();
      act(() => { result.current.saveFromParams({ ref: 'A1' }); });
      expect(cookieWrites(tab)).toEqual([]);
      act(() => { tab.client.consent.save({ analytics: false, marketing: true }); });
      expect(tab.browser.jar.cookies.get(AFFILIATE_COOKIE_NAME)).toBe(tab.session.getItem(AFFILIATE_SESSION_KEY));
    });

    it('goes when marketing consent is withdrawn, while the session in session storage stays', () => {
      const tab = openTab();
      const { result } = tab.render();
      act(() => { tab.client.consent.acceptAll(); });
      act(() => { result.current.saveFromParams({ ref: 'A1', discount: '10' }); });
      act(() => { tab.client.consent.essentialOnly(); });
      expect(tab.browser.jar.cookies.get(AFFILIATE_COOKIE_NAME)).toBeNull();
      expect(result.current).toMatchObject({ session: { affiliateId: 'A1' }, discount: 10 });
    });
  });

  it('clear() removes the session from session storage and the cookie, and shows no discount', () => {
    const tab = openTab();
    const { result } = tab.render();
    act(() => { tab.client.consent.acceptAll(); });
    act(() => { result.current.saveFromParams({ ref: 'A1', discount: '10' }); });
    expect(tab.browser.jar.cookies.get(AFFILIATE_COOKIE_NAME)).not.toBeNull();
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ session: null, discount: null });
    expect(tab.session.getItem(AFFILIATE_SESSION_KEY)).toBeNull();
    expect(tab.browser.jar.cookies.get(AFFILIATE_COOKIE_NAME)).toBeNull();
  });

  it('touch() refreshes lastSeenAt only when older than 60 s', () => {
    const tab = openTab();
    const { result } = tab.render();
    act(() => { result.current.saveFromParams({ ref: 'A1' }); });
    const first = result.current.session;
    tab.clock.ms = T0 + 60_000;
    act(() => { expect(result.current.touch()).toBe(first); });
    expect(result.current.session).toBe(first);
    tab.clock.ms = T0 + 60_001;
    act(() => { result.current.touch(); });
    expect(result.current.session).toEqual({ ...first, lastSeenAt: new Date(T0 + 60_001).toISOString() });
    expect(result.current.session?.firstClickAt).toBe(first?.firstClickAt);
  });

  it('touch() without a session does nothing', () => {
    const tab = openTab();
    const { result } = tab.render();
    act(() => { expect(result.current.touch()).toBeNull(); });
    expect(tab.session.getItem(AFFILIATE_SESSION_KEY)).toBeNull();
  });

  describe('applyLink', () => {
    const link = { id: 'L1', affiliate_id: 'A1', discount_rate: 15, commission_rate: 30 };

    it("loads the link, applies its discount (keeping the visitor's coupon) and tracks a click", async () => {
      const tab = openTab(undefined, { 'GET /api/affiliate/public/links/L1': { body: link }, 'POST /api/affiliate/track/click': { body: { ok: true } } });
      tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored({ affiliateId: 'A0', linkId: null, couponCode: 'SAVE10', discountRate: null })));
      const { result } = tab.render();
      let applied: AffiliateSession | undefined;
      await act(async () => { applied = await result.current.applyLink('L1'); });
      expect(applied).toMatchObject({ affiliateId: 'A1', linkId: 'L1', couponCode: 'SAVE10', discountRate: 15, commissionRate: 30 });
      expect(result.current.session).toEqual(applied);
      expect(result.current.discount).toBe(15);
      expect(tab.api.calls.find((c) => c.path === '/api/affiliate/track/click')?.body).toEqual({ link_id: 'L1' });
    });

    it('still applies the discount when tracking the click fails', async () => {
      const tab = openTab(undefined, { 'GET /api/affiliate/public/links/L1': { body: link }, 'POST /api/affiliate/track/click': { status: 500, body: {} } });
      const { result } = tab.render();
      await act(async () => { await result.current.applyLink('L1'); });
      expect(result.current.discount).toBe(15);
    });

    it("rejects with the server's message and leaves the session as it was", async () => {
      const tab = openTab(undefined, { 'GET /api/affiliate/public/links/gone': { status: 404, body: { detail: 'Link not found' } } });
      tab.session.setItem(AFFILIATE_SESSION_KEY, JSON.stringify(stored()));
      const { result } = tab.render();
      const before = result.current.session;
      let error: unknown;
      await act(async () => { await result.current.applyLink('gone').catch((e: unknown) => { error = e; }); });
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Link not found', status: 404 });
      expect(result.current.session).toBe(before);
      expect(tab.api.count('POST', '/api/affiliate/track/click')).toBe(0);
    });

    it('rejects a link without an affiliate, saving nothing and tracking no click', async () => {
      const tab = openTab(undefined, { 'GET /api/affiliate/public/links/L2': { body: { id: 'L2' } } });
      const { result } = tab.render();
      let error: unknown;
      await act(async () => { await result.current.applyLink('L2').catch((e: unknown) => { error = e; }); });
      expect(error).toBeInstanceOf(ApiError);
      expect(result.current).toMatchObject({ session: null, discount: null });
      expect(tab.session.getItem(AFFILIATE_SESSION_KEY)).toBeNull();
      expect(tab.api.count('POST', '/api/affiliate/track/click')).toBe(0);
    });
  });
});
