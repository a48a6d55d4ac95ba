import type { ApiClient } from '../ApiClient';
import { createVerbs } from '../http/createVerbs';
import type { Request } from '../http/request';
import { unwrapOne } from '../http/unwrapOne';
import type { AffiliateApplication } from './types';

/** The application call may answer the application, `{ application }`, `{ data }`, null or 404 (none). */
const unwrapApplication = (body: unknown) => unwrapOne<AffiliateApplication>(body, 'application', 'data');

/** Spec 7 "Affiliate" plus the reference server's admin review calls. */
export function createAffiliateCalls(request: Request): ApiClient['affiliate'] {
  const base = '/api/affiliate';
  const { get, post, list, getById } = createVerbs(request, base);
  // The reference server's admin review lives under its own prefix.
  const admin = '/api/admin/affiliate-applications';
  const review = (action: string) => (id: string, body?: object, o?: object) =>
    request<never>('POST', `${admin}/${encodeURIComponent(id)}/${action}`, { ...o, body: body ?? {} });
  return {
    submitApplication: async (body, o) => unwrapApplication(await request('POST', `${base}/applications`, { ...o, body })) as AffiliateApplication,
    getApplication: async (o) => unwrapApplication(await request('GET', `${base}/applications`, { ...o, allow404: true })),
    getProfile: get('/profile'),
    getFullProfile: get('/profile/full'),
    createCoupon: post('/coupons'),
    listCoupons: list('/coupons'),
    createLink: post('/links'),
    listLinks: list('/links'),
    getPublicLink: getById('/public/links/'),
    listMilestones: list('/milestones'),
    trackClick: post('/track/click'),
    trackConversion: post('/track/conversion'),
    createReferral: post('/referrals'),
    admin: { listApplications: (o) => request('GET', admin, o), approve: review('approve'), reject: review('reject') },
  };
}
