import type { CookieAdapter, EventsAdapter, StorageAdapter, Store } from '../ApiClient';
import { AFFILIATE_COOKIE_NAME } from '../affiliate/affiliateSessionKeys';
import { createEventStore } from '../store/createEventStore';
import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY, CONSENT_VERSION, parseConsent, type ConsentRecord } from './parseConsent';

export interface ConsentChoice { analytics: boolean; marketing: boolean }

export interface ConsentStore extends Store<ConsentRecord | null> {
  /** No record, unparsable, or another version (product §4). */
  shouldShowBanner(): boolean;
  acceptAll(): ConsentRecord;
  essentialOnly(): ConsentRecord;
  /** Save Preferences with the panel's toggles. */
  save(choice: ConsentChoice): ConsentRecord;
}

/** Cookie consent of product §4 and §9, kept in local storage. */
export function createConsentStore(local: StorageAdapter, cookies: CookieAdapter, events: EventsAdapter, now: () => Date): ConsentStore {
  const raw = () => local.getItem(CONSENT_STORAGE_KEY) ?? '';
  const store = createEventStore(events, CONSENT_CHANGED_EVENT, raw, () => parseConsent(raw()));
  const save = ({ analytics, marketing }: ConsentChoice): ConsentRecord => {
    const record: ConsentRecord = { version: CONSENT_VERSION, essential: true, analytics: !!analytics, marketing: !!marketing, timestamp: now().toISOString() };
    local.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    // Withdrawn marketing consent: the affiliate cookie must go (session storage stays).
    if (!record.marketing) cookies.remove(AFFILIATE_COOKIE_NAME, { path: '/' });
    events.emit(CONSENT_CHANGED_EVENT);
    return record;
  };
  return {
    ...store,
    shouldShowBanner: () => store.getSnapshot() === null,
    acceptAll: () => save({ analytics: true, marketing: true }),
    essentialOnly: () => save({ analytics: false, marketing: false }),
    save,
  };
}
