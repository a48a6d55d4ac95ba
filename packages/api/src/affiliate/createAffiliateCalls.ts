import type { ApiClient } from '../ApiClient';
import { createVerbs } from '../http/createVerbs';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';
import { unwrapOne } from '../http/unwrapOne';
import { queryString } from '../http/queryString';
import { pageQuery } from '../paging/pageQuery';
import type { AffiliateApplication } from './types';

/** The application call may answer the application, `{ application }`, `{ data }`, null or 404 (none). */
const unwrapApplication = (body: unknown) => unwrapOne<AffiliateApplication>(body, 'application', 'data');

/** product §7 "Affiliate" plus the reference server's admin review, ledger and payout calls. */
export function createAffiliateCalls(request: Request): ApiClient['affiliate'] {
  const base = '/api/affiliate';
  const { get, post, list, getById } = createVerbs(request, base);
  // The reference server's admin calls live under their own prefix.
  const admin = '/api/admin/affiliate-applications';
  const adminPost = (path: string, action: string) => (id: string, body?: object, o?: object) =>
    request<never>('POST', `${path}/${encodeURIComponent(id)}/${action}`, { ...o, body: body ?? {} });
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
    commissions: (query = {}, o) => request('GET', `${base}/commissions${queryString(pageQuery(query))}`, o),
    monthlyEarnings: (months, o) => request('GET', `${base}/earnings/monthly${queryString({ months })}`, o),
    referredCustomers: async (q, o) => unwrapList(await request('GET', `${base}/referred-customers${queryString({ q })}`, o)),
    payouts: list('/payouts'),
    requestPayout: (o) => request('POST', `${base}/payouts`, { ...o, body: {} }),
    admin: {
      listApplications: (o) => request('GET', admin, o),
      approve: adminPost(admin, 'approve'),
      reject: adminPost(admin, 'reject'),
      payouts: async (status, o) => unwrapList(await request('GET', `/api/admin/payouts${queryString({ status })}`, o)),
      markPayoutPaid: adminPost('/api/admin/payouts', 'paid'),
      rejectPayout: adminPost('/api/admin/payouts', 'reject'),
      commissions: async (query, o) => unwrapList(await request('GET', `/api/admin/commissions${queryString(query)}`, o)),
      approveCommission: adminPost('/api/admin/commissions', 'approve'),
      voidCommission: adminPost('/api/admin/commissions', 'void'),
      refundInvoice: adminPost('/api/admin/invoices', 'refund'),
      auditLog: (query = {}, o) => request('GET', `/api/admin/audit${queryString(pageQuery(query))}`, o),
      mailDeliveries: (query, o) => request('GET', `/api/admin/mail${queryString(query)}`, o),
    },
  };
}
