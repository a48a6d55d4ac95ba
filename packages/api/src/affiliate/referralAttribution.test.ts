import { describe, expect, it } from 'vitest';
import type { AuthSnapshot } from '../ApiClient';
import { normalizeError } from '../http/normalizeError';
import type { AffiliateSession } from './parseAffiliateSession';
import { markReferralSent, readReferralSentFor, referralToSend, REFERRAL_SENT_KEY, shouldRetryReferral } from './referralAttribution';

const session: AffiliateSession = {
  affiliateId: 'aff-1', linkId: 'link-1', couponCode: 'SAVE10', discountRate: 10, commissionRate: 30,
  firstClickAt: '2025-03-01T12:00:00.000Z', lastSeenAt: '2025-03-01T12:00:00.000Z',
};
const signedIn = (id: string): AuthSnapshot => ({
  status: 'signedIn', isAdmin: false,
  user: { id, email: `${id}@example.com`, full_name: 'Ann', role: 'user', is_admin: false, created_at: '2025-01-01T00:00:00Z' },
});
const http = (status: number) => normalizeError({ kind: 'http', status, body: JSON.stringify({ detail: 'No' }) });

describe('referralToSend: when the app attributes a member to an affiliate', () => {
  it('a signed-in member with an affiliate session in this browser: the session as the referral body', () => {
    expect(referralToSend(signedIn('u1'), session, null)).toEqual({ affiliate_id: 'aff-1', link_id: 'link-1', coupon_code: 'SAVE10' });
  });

  it('nothing signed out, while the session is loading, or without an affiliate session', () => {
    expect(referralToSend({ status: 'signedOut' }, session, null)).toBeNull();
    expect(referralToSend({ status: 'loading' }, session, null)).toBeNull();
    expect(referralToSend(signedIn('u1'), null, null)).toBeNull();
  });

  it('nothing again once sent for this member; another member in the same tab is attributed too', () => {
    expect(referralToSend(signedIn('u1'), session, 'u1')).toBeNull();
    expect(referralToSend(signedIn('u2'), session, 'u1')).toEqual({ affiliate_id: 'aff-1', link_id: 'link-1', coupon_code: 'SAVE10' });
  });
});

describe('shouldRetryReferral', () => {
  it('tries again after no answer, a timeout, a server failure, 401, 408 and 429', () => {
    expect(shouldRetryReferral(normalizeError({ kind: 'network', cause: new TypeError('Failed to fetch') }))).toBe(true);
    expect(shouldRetryReferral(normalizeError({ kind: 'timeout' }))).toBe(true);
    for (const status of [500, 503, 401, 408, 429]) expect(shouldRetryReferral(http(status)), String(status)).toBe(true);
  });

  it('a refusal the server would repeat (gone affiliate, self-referral, bad body) is settled', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(shouldRetryReferral(http(status)), String(status)).toBe(false);
  });
});

describe('the sent marker', () => {
  it('keeps the member id under its session-storage key; unreadable or refusing storage neither throws nor claims a send', () => {
    const m = new Map<string, string>();
    const storage = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); } };
    expect(readReferralSentFor(storage)).toBeNull();
    markReferralSent(storage, 'u1');
    expect(m.get(REFERRAL_SENT_KEY)).toBe('u1');
    expect(readReferralSentFor(storage)).toBe('u1');
    const blocked = { getItem: (): string | null => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(readReferralSentFor(blocked)).toBeNull();
    expect(() => markReferralSent(blocked, 'u1')).not.toThrow();
  });
});
