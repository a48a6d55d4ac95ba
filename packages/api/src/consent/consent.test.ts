import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookies } from '../adapters/createMemoryCookies';
import { createMemoryEvents } from '../adapters/createMemoryEvents';
import { createMemoryStorage } from '../adapters/createMemoryStorage';
import { createConsentStore } from './createConsentStore';
import { CONSENT_STORAGE_KEY, parseConsent } from './parseConsent';

const NOW = new Date('2025-05-01T10:00:00Z');
function setup() {
  const local = createMemoryStorage();
  const cookies = createMemoryCookies();
  const events = createMemoryEvents();
  return { local, cookies, events, store: createConsentStore(local, cookies, events, () => NOW) };
}

describe('cookie consent (product §4 and §9)', () => {
  it("is stored under 'portfoliotracker_cookie_consent'", () => {
    expect(CONSENT_STORAGE_KEY).toBe('portfoliotracker_cookie_consent');
  });

  it('banner shows with no record, an unparsable one or another version', () => {
    const { local, store } = setup();
    expect(store.shouldShowBanner()).toBe(true);
    local.setItem(CONSENT_STORAGE_KEY, '{oops');
    expect(store.shouldShowBanner()).toBe(true);
    local.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '0.9', essential: true, analytics: true, marketing: true, timestamp: '' }));
    expect(store.shouldShowBanner()).toBe(true);
    local.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '1.0', essential: true, analytics: true, marketing: false, timestamp: '' }));
    expect(store.shouldShowBanner()).toBe(false);
  });

  it('Accept All, Essential Only and Save Preferences store the record and broadcast cookieConsentChanged', () => {
    const { local, events, store } = setup();
    const seen = vi.fn();
    events.on('cookieConsentChanged', seen);
    expect(store.acceptAll()).toEqual({ version: '1.0', essential: true, analytics: true, marketing: true, timestamp: NOW.toISOString() });
    expect(store.essentialOnly()).toMatchObject({ analytics: false, marketing: false });
    expect(store.save({ analytics: true, marketing: false })).toMatchObject({ analytics: true, marketing: false });
    expect(seen).toHaveBeenCalledTimes(3);
    expect(JSON.parse(local.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: true, marketing: false, version: '1.0' });
    expect(store.getSnapshot()).toMatchObject({ analytics: true, marketing: false });
    expect(store.shouldShowBanner()).toBe(false);
  });

  it('withdrawing marketing consent deletes the affiliate cookie', () => {
    const { cookies, store } = setup();
    store.acceptAll();
    cookies.set('pt_affiliate', '{"affiliateId":"a"}');
    store.save({ analytics: true, marketing: true });
    expect(cookies.get('pt_affiliate')).not.toBeNull();
    store.essentialOnly();
    expect(cookies.get('pt_affiliate')).toBeNull();
  });

  it('parseConsent never throws on arbitrary input (1000+ runs) and only accepts version 1.0 records', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json(), fc.record({ version: fc.oneof(fc.constant('1.0'), fc.string()), analytics: fc.anything(), marketing: fc.anything() })), (input) => {
        const r = parseConsent(input);
        if (r !== null) {
          expect(r.version).toBe('1.0');
          expect(r.essential).toBe(true);
          expect(typeof r.analytics).toBe('boolean');
          expect(typeof r.marketing).toBe('boolean');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
