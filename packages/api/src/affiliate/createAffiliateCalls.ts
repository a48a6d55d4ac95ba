import type { ApiClient, CallOptions } from '../ApiClient';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';
import type { AffiliateApplication } from './types';

const enc = encodeURIComponent;

/** The application call may answer the application, `{ application }`, `{ data }`, null or 404 (none). */
function unwrapApplication(body: unknown): AffiliateApplication | null {
  let v = body;
  for (const k of ['application', 'data']) {
    if (v && typeof v === 'object' && k in v) v = (v as Record<string, unknown>)[k];
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as AffiliateApplication) : null;
}

/** Spec 7 "Affiliate" plus the reference server's admin review calls. */
export function createAffiliateCalls(request: Request): ApiClient['affiliate'] {
  const list = async <T>(path: string, o?: CallOptions) => unwrapList<T>(await request('GET', path, o));
  const base = '/api/affiliate';
  return {
    submitApplication: async (body, o) => unwrapApplication(await request('POST', `${base}/applications`, { ...o, body })) as AffiliateApplication,
    getApplication: async (o) => unwrapApplication(await request('GET', `${base}/applications`, { ...o, allow404: true })),
    getProfile: (o) => request('GET', `${base}/profile`, o),
    getFullProfile: (o) => request('GET', `${base}/profile/full`, o),
    createCoupon: (body, o) => request('POST', `${base}/coupons`, { ...o, body }),
    listCoupons: (o) => list(`${base}/coupons`, o),
    createLink: (body, o) => request('POST', `${base}/links`, { ...o, body }),
    listLinks: (o) => list(`${base}/links`, o),
    getPublicLink: (id, o) => request('GET', `${base}/public/links/${enc(id)}`, o),
    listMilestones: (o) => list(`${base}/milestones`, o),
    trackClick: (body, o) => request('POST', `${base}/track/click`, { ...o, body }),
    trackConversion: (body, o) => request('POST', `${base}/track/conversion`, { ...o, body }),
    createReferral: (body, o) => request('POST', `${base}/referrals`, { ...o, body }),
    admin: {
      listApplications: (o) => request('GET', `${base}/admin/applications`, o),
      approve: (id, body, o) => request('POST', `${base}/admin/applications/${enc(id)}/approve`, { ...o, body: body ?? {} }),
      reject: (id, body, o) => request('POST', `${base}/admin/applications/${enc(id)}/reject`, { ...o, body }),
    },
  };
}
