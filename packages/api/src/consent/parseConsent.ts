import { parseJsonObject } from '../json/parseJsonObject';
import { brand } from '../brand';

export const CONSENT_VERSION = '1.0';
/** `${brand.slug}_cookie_consent` = 'portfoliotracker_cookie_consent' (product §9). */
export const CONSENT_STORAGE_KEY = `${brand.slug}_cookie_consent`;
export const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';

export interface ConsentRecord {
  version: typeof CONSENT_VERSION;
  essential: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  timestamp: string;
}

/** The stored record, or null when missing, unparsable, malformed or of another version (the banner then shows). Never throws. */
export function parseConsent(raw: unknown): ConsentRecord | null {
  try {
    const r = parseJsonObject(raw);
    if (r?.version !== CONSENT_VERSION || typeof r.analytics !== 'boolean' || typeof r.marketing !== 'boolean') return null;
    return { version: CONSENT_VERSION, essential: true, analytics: r.analytics, marketing: r.marketing, timestamp: typeof r.timestamp === 'string' ? r.timestamp : '' };
  } catch {
    // Hostile objects (throwing getters, proxies).
    return null;
  }
}

/** The affiliate cookie may be written only with marketing consent of version 1.0 (product §9). */
export const allowsMarketing = (record: ConsentRecord | null): boolean => record?.marketing === true;
