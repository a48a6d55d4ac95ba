import type { ApiClient, CallOptions, CookieAdapter, EventsAdapter, StorageAdapter, Store } from '../ApiClient';
import { createEventStore } from '../store/createEventStore';
import type { ConsentStore } from '../consent/createConsentStore';
import { allowsMarketing } from '../consent/parseConsent';
import {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS, AFFILIATE_COOKIE_NAME, AFFILIATE_SESSION_CHANGED_EVENT, AFFILIATE_SESSION_KEY, AFFILIATE_TOUCH_INTERVAL_MS,
} from './affiliateSessionKeys';
import { parseAffiliateParams, parseAffiliateSession, readParam, type AffiliateParams, type AffiliateSession } from './parseAffiliateSession';
import type { PublicAffiliateLink } from './types';

export interface AffiliateSessionStore extends Store<AffiliateSession | null> {
  /** Saves a session from URL parameters (ref required). A coupon alone joins an existing session. */
  saveFromParams(params: AffiliateParams): AffiliateSession | null;
  save(session: AffiliateSession): void;
  /** Refreshes lastSeenAt when older than 60 s. */
  touch(): AffiliateSession | null;
  /** Loads a public link, applies its discount to the session and tracks a click (a failed click is ignored). */
  applyPublicLink(id: string, o?: CallOptions): Promise<AffiliateSession>;
  clear(): void;
}

/** The affiliate session of product §3, §4 and §9: session storage always, the cookie only with marketing consent. */
export function createAffiliateSessionStore(
  session: StorageAdapter,
  cookies: CookieAdapter,
  events: EventsAdapter,
  consent: ConsentStore,
  now: () => Date,
  calls: Pick<ApiClient['affiliate'], 'getPublicLink' | 'trackClick'>,
): AffiliateSessionStore {
  // The cookie is read only with marketing consent, as it is written: without consent a tracking
  // cookie is neither set nor used (and a first visit does not touch document.cookie at all).
  const consentedCookie = () => (allowsMarketing(consent.getSnapshot()) ? cookies.get(AFFILIATE_COOKIE_NAME) : null);
  const raw = () => session.getItem(AFFILIATE_SESSION_KEY) ?? consentedCookie() ?? '';
  // Session storage is per tab, so only this tab's event matters.
  const store = createEventStore(events, AFFILIATE_SESSION_CHANGED_EVENT, raw, () => parseAffiliateSession(raw()));
  const writeCookie = (json: string) => {
    if (allowsMarketing(consent.getSnapshot())) {
      cookies.set(AFFILIATE_COOKIE_NAME, json, { maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax' });
    }
  };
  const save = (s: AffiliateSession) => {
    const json = JSON.stringify(s);
    session.setItem(AFFILIATE_SESSION_KEY, json);
    writeCookie(json);
    events.emit(AFFILIATE_SESSION_CHANGED_EVENT);
  };
  // Consent granted later: persist the current session in the cookie too. Withdrawn: the
  // cookie is gone, which may have been this tab's only copy, so subscribers re-read.
  consent.subscribe(() => {
    const s = store.getSnapshot();
    if (s) writeCookie(JSON.stringify(s));
    events.emit(AFFILIATE_SESSION_CHANGED_EVENT);
  });
  const merge = (next: AffiliateSession): AffiliateSession => {
    const prev = store.getSnapshot();
    return prev && prev.affiliateId === next.affiliateId && prev.firstClickAt ? { ...next, firstClickAt: prev.firstClickAt } : next;
  };
  return {
    ...store,
    save,
    saveFromParams(params) {
      const parsed = parseAffiliateParams(params, now());
      const prev = store.getSnapshot();
      const coupon = readParam(params, 'coupon');
      const next = parsed ? merge(parsed) : prev && coupon ? { ...prev, couponCode: coupon } : null;
      if (next) save(next);
      return next;
    },
    touch() {
      const s = store.getSnapshot();
      if (!s) return null;
      const time = now();
      // NaN (unreadable lastSeenAt) compares false, so it is refreshed too.
      if (!(time.getTime() - Date.parse(s.lastSeenAt) <= AFFILIATE_TOUCH_INTERVAL_MS)) save({ ...s, lastSeenAt: time.toISOString() });
      return store.getSnapshot();
    },
    async applyPublicLink(id, o) {
      const link: Partial<PublicAffiliateLink> | null = await calls.getPublicLink(id, o);
      const at = now().toISOString();
      const parsed = parseAffiliateSession({
        affiliateId: link?.affiliate_id,
        linkId: link?.id ?? id,
        couponCode: store.getSnapshot()?.couponCode,
        discountRate: link?.discount_rate,
        commissionRate: link?.commission_rate,
        firstClickAt: at,
        lastSeenAt: at,
      });
      // The error builder loads with the error: this store is on every page, an unreadable link is rare.
      if (!parsed) throw (await import('../http/normalizeError')).normalizeError({ kind: 'parse', status: 200, body: JSON.stringify(link) ?? '' });
      const next = merge(parsed);
      save(next);
      await calls.trackClick({ link_id: next.linkId ?? id }, o).catch(() => undefined);
      return next;
    },
    clear() {
      session.removeItem(AFFILIATE_SESSION_KEY);
      cookies.remove(AFFILIATE_COOKIE_NAME, { path: '/' });
      events.emit(AFFILIATE_SESSION_CHANGED_EVENT);
    },
  };
}

