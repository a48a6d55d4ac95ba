import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, validApplication, type TestApp } from './helpers';

// Every route x {visitor, member, pending applicant, approved affiliate, admin} => expected status.
type Who = 'visitor' | 'member' | 'pending' | 'affiliate' | 'admin';
const WHO: Who[] = ['visitor', 'member', 'pending', 'affiliate', 'admin'];

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let linkId = '';
let otherApplicationId = '';

beforeAll(async () => {
  t = await makeTestApp();
  tokens.member = (await t.member('member@example.com')).token;
  const p = await t.member('pending@example.com');
  await t.apply(p.token, 'pending@example.com');
  tokens.pending = p.token;
  const a = await t.affiliate('affiliate@example.com');
  tokens.affiliate = a.token;
  tokens.admin = (await t.admin()).token;
  const l = await t.req<{ id: string }>('POST', '/api/affiliate/links', { token: a.token, body: { name: 'L', commission_rate: 30, discount_rate: 10 } });
  linkId = l.body.id;
  const o = await t.member('other-applicant@example.com');
  otherApplicationId = (await t.apply(o.token, 'other-applicant@example.com')).body.id;
});
afterAll(async () => { await t.close(); });

const S = (visitor: number, member: number, pending: number, affiliate: number, admin: number): Record<Who, number> => ({ visitor, member, pending, affiliate, admin });
const ALL = (n: number) => S(n, n, n, n, n);
const SIGNED_IN = (n: number) => S(401, n, n, n, n);
const AFFILIATE_ONLY = (n: number) => S(401, 403, 403, n, 403);
const ADMIN_ONLY = (n: number) => S(401, 403, 403, 403, n);

// Bodies that are valid for the route's happy path; a second run for a user may hit 409 etc., so each row
// is chosen to be repeatable or its status per role stated explicitly.
const ROUTES: { method: string; path: () => string; body?: (who: Who) => unknown; expect: Record<Who, number> }[] = [
  { method: 'GET', path: () => '/health', expect: ALL(200) },
  { method: 'POST', path: () => '/api/auth/signin', body: () => ({ email: 'nobody@example.com', password: 'password-123' }), expect: ALL(401) },
  { method: 'POST', path: () => '/api/auth/signout', body: () => ({}), expect: ALL(200) },
  { method: 'POST', path: () => '/api/auth/refresh', body: () => ({ refresh_token: 'x' }), expect: ALL(401) },
  { method: 'POST', path: () => '/api/auth/reset-password', body: () => ({ email: 'nobody@example.com' }), expect: ALL(200) },
  { method: 'POST', path: () => '/api/auth/verify-email', body: () => ({ token: 'bad' }), expect: ALL(400) },
  { method: 'GET', path: () => '/api/auth/me', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/dev/mailbox', expect: ALL(200) },
  // The test app's clock is the tests' own fake, which no request may move (devClock.test.ts covers the route).
  { method: 'GET', path: () => '/dev/clock', expect: ALL(404) },
  { method: 'POST', path: () => '/dev/clock', body: () => ({ days: 1 }), expect: ALL(404) },
  { method: 'GET', path: () => '/api/portfolio/', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/portfolio/', body: () => ({ name: 'P' }), expect: SIGNED_IN(201) },
  { method: 'PUT', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000', body: () => ({ name: 'P' }), expect: SIGNED_IN(404) },
  { method: 'DELETE', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/stock/AAPL', expect: ALL(200) },
  { method: 'GET', path: () => '/api/stock/search?q=a', expect: ALL(200) },
  { method: 'GET', path: () => '/api/transaction/', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/transaction/', body: () => ({}), expect: SIGNED_IN(400) },
  { method: 'PUT', path: () => '/api/transaction/00000000-0000-0000-0000-000000000000', body: () => ({ quantity: 1 }), expect: SIGNED_IN(404) },
  { method: 'DELETE', path: () => '/api/transaction/00000000-0000-0000-0000-000000000000', expect: SIGNED_IN(404) },
  {
    method: 'POST', path: () => '/api/transaction/import',
    body: () => ({ portfolio_id: '00000000-0000-0000-0000-000000000000', transactions: [{ symbol: 'AAPL', type: 'buy', quantity: 1, price: 1, executed_at: '2026-01-02' }] }),
    expect: SIGNED_IN(404),
  },
  { method: 'GET', path: () => '/api/stock/quotes?symbols=AAPL,MSFT', expect: ALL(200) },
  { method: 'GET', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/performance?range=1M', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/overview', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/transaction/?limit=5', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/notifications/?limit=5', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/stock/KO/dividends', expect: ALL(200) },
  // Plan features: nobody here has a paid plan (each feature x plan is in the feature's own test).
  { method: 'GET', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/performance?range=1M&benchmark=SPY', expect: SIGNED_IN(403) },
  { method: 'GET', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/analytics', expect: SIGNED_IN(403) },
  { method: 'GET', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/risk', expect: SIGNED_IN(403) },
  { method: 'POST', path: () => '/api/chartgpt/', body: () => ({ prompt: 'hi' }), expect: SIGNED_IN(403) },
  { method: 'GET', path: () => '/api/friends/', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/friends/', body: () => ({ user_id: '00000000-0000-0000-0000-000000000000' }), expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/friends/requests', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/friends/00000000-0000-0000-0000-000000000000/accept', expect: SIGNED_IN(404) },
  { method: 'DELETE', path: () => '/api/friends/00000000-0000-0000-0000-000000000000', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/notifications/', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/notifications/unread-count', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/notifications/read-all', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/notifications/00000000-0000-0000-0000-000000000000/read', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/share', expect: SIGNED_IN(404) },
  { method: 'POST', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/share', expect: SIGNED_IN(404) },
  { method: 'DELETE', path: () => '/api/portfolio/00000000-0000-0000-0000-000000000000/share', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => `/api/public/portfolios/${'A'.repeat(32)}`, expect: ALL(404) },
  { method: 'GET', path: () => '/api/friends/00000000-0000-0000-0000-000000000000/portfolios', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/alerts/', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/alerts/', body: () => ({ symbol: 'AAPL', condition: 'above', threshold: 1000 }), expect: SIGNED_IN(403) },
  { method: 'DELETE', path: () => '/api/alerts/00000000-0000-0000-0000-000000000000', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/tokens/', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/tokens/', body: () => ({ name: 'Script' }), expect: SIGNED_IN(403) },
  { method: 'DELETE', path: () => '/api/tokens/00000000-0000-0000-0000-000000000000', expect: SIGNED_IN(404) },
  // The member's own account (product §14): a session only; a wrong password is a 400 on its field, never a 401.
  { method: 'GET', path: () => '/api/account/settings', expect: SIGNED_IN(200) },
  { method: 'PUT', path: () => '/api/account/settings', body: () => ({ base_currency: 'EUR' }), expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/account/email', body: () => ({ new_email: 'moved@example.com', password: 'wrong-password' }), expect: SIGNED_IN(400) },
  { method: 'DELETE', path: () => '/api/account/email', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/account/email/confirm', body: () => ({ token: 'not-a-link' }), expect: ALL(400) },
  { method: 'POST', path: () => '/api/account/password', body: () => ({ current_password: 'wrong-password', new_password: 'another-password' }), expect: SIGNED_IN(400) },
  { method: 'GET', path: () => '/api/account/export', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/account/delete', body: () => ({ password: 'wrong-password' }), expect: S(401, 400, 400, 400, 403) },
  { method: 'GET', path: () => '/api/affiliate/applications', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/affiliate/applications', body: (w) => validApplication(`${w}@example.com`), expect: S(401, 201, 409, 409, 201) },
  { method: 'GET', path: () => '/api/affiliate/profile', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/affiliate/profile/full', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/affiliate/coupons', expect: AFFILIATE_ONLY(200) },
  { method: 'POST', path: () => '/api/affiliate/coupons', body: () => ({ code: `C${Math.random().toString(36).slice(2, 8)}`, commission_rate: 30, discount_rate: 10 }), expect: AFFILIATE_ONLY(201) },
  { method: 'GET', path: () => '/api/affiliate/links', expect: AFFILIATE_ONLY(200) },
  { method: 'POST', path: () => '/api/affiliate/links', body: () => ({ name: 'L2', commission_rate: 20, discount_rate: 10 }), expect: AFFILIATE_ONLY(201) },
  { method: 'GET', path: () => '/api/affiliate/milestones', expect: AFFILIATE_ONLY(200) },
  { method: 'GET', path: () => `/api/affiliate/public/links/${linkId}`, expect: ALL(200) },
  { method: 'POST', path: () => '/api/affiliate/track/click', body: () => ({ link_id: linkId }), expect: ALL(200) },
  { method: 'POST', path: () => '/api/affiliate/track/conversion', body: () => ({ referred_user_id: 'current', amount: 10 }), expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/affiliate/referrals', body: () => ({ affiliate_id: '00000000-0000-0000-0000-000000000000', link_id: null, coupon_code: null }), expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/admin/affiliate-applications', expect: ADMIN_ONLY(200) },
  { method: 'POST', path: () => '/api/admin/affiliate-applications/00000000-0000-0000-0000-000000000000/approve', body: () => ({}), expect: ADMIN_ONLY(404) },
  { method: 'POST', path: () => `/api/admin/affiliate-applications/${otherApplicationId}/reject`, body: () => ({ notes: '' }), expect: ADMIN_ONLY(400) },
  { method: 'GET', path: () => '/api/affiliate/commissions?status=pending&q=a', expect: AFFILIATE_ONLY(200) },
  { method: 'GET', path: () => '/api/affiliate/earnings/monthly', expect: AFFILIATE_ONLY(200) },
  { method: 'GET', path: () => '/api/affiliate/referred-customers?q=a', expect: AFFILIATE_ONLY(200) },
  { method: 'GET', path: () => '/api/affiliate/payouts', expect: AFFILIATE_ONLY(200) },
  { method: 'POST', path: () => '/api/affiliate/payouts', body: () => ({}), expect: AFFILIATE_ONLY(400) }, // nothing approved yet
  { method: 'GET', path: () => '/api/admin/payouts?status=requested', expect: ADMIN_ONLY(200) },
  { method: 'POST', path: () => '/api/admin/payouts/00000000-0000-0000-0000-000000000000/paid', body: () => ({ reference: 'WIRE-1' }), expect: ADMIN_ONLY(404) },
  { method: 'POST', path: () => '/api/admin/payouts/00000000-0000-0000-0000-000000000000/reject', body: () => ({ reason: 'No' }), expect: ADMIN_ONLY(404) },
  { method: 'GET', path: () => '/api/admin/commissions?flagged=true', expect: ADMIN_ONLY(200) },
  { method: 'POST', path: () => '/api/admin/commissions/00000000-0000-0000-0000-000000000000/approve', body: () => ({}), expect: ADMIN_ONLY(404) },
  { method: 'POST', path: () => '/api/admin/commissions/00000000-0000-0000-0000-000000000000/void', body: () => ({ reason: 'Fraud' }), expect: ADMIN_ONLY(404) },
  { method: 'POST', path: () => '/api/admin/invoices/in_missing/refund', body: () => ({}), expect: ADMIN_ONLY(404) },
  { method: 'GET', path: () => '/api/admin/audit?limit=10', expect: ADMIN_ONLY(200) },
  { method: 'GET', path: () => '/api/admin/mail?status=failed', expect: ADMIN_ONLY(200) },
  { method: 'GET', path: () => '/api/subscription/plans', expect: ALL(200) },
  { method: 'GET', path: () => '/api/subscription/current', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/subscription/usage', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/subscription/create-subscription', body: () => ({ plan_id: 'free', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null }), expect: SIGNED_IN(201) },
  { method: 'PUT', path: () => '/api/subscription/update', body: () => ({ new_price_id: 'free_monthly' }), expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/subscription/cancel-subscription-simple', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/subscription/resume', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/stripe/payment-methods', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/stripe/payment-methods', body: () => ({ payment_method_id: 'pm_card_visa' }), expect: SIGNED_IN(201) },
  { method: 'DELETE', path: () => '/api/stripe/payment-methods/pm_card_visa', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/stripe/setup-intent', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/stripe/payment-intent', body: () => ({ amount: 1000 }), expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/stripe/invoices?limit=10', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/stripe/invoices/in_missing', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/stripe/invoices/in_missing/pdf', expect: SIGNED_IN(404) },
  { method: 'GET', path: () => '/api/stripe/customer', expect: SIGNED_IN(200) },
  { method: 'GET', path: () => '/api/stripe/subscriptions', expect: SIGNED_IN(200) },
  { method: 'POST', path: () => '/api/stripe/webhook', body: () => ({}), expect: ALL(404) }, // real-provider mode only
  { method: 'POST', path: () => '/api/stripe/checkout-session', body: () => ({ price_id: 'pro_monthly', success_url: 'http://localhost:8080/payment/success', cancel_url: 'http://localhost:8080/payment-demo' }), expect: SIGNED_IN(409) },
];

describe('authorisation matrix', () => {
  it('every route answers the expected status for every kind of user', async () => {
    const mismatches: string[] = [];
    for (const r of ROUTES) {
      for (const who of WHO) {
        const res = await t.req(r.method, r.path(), { token: tokens[who], ...(r.body ? { body: r.body(who) } : {}) });
        if (res.status !== r.expect[who]) mismatches.push(`${r.method} ${r.path()} as ${who}: ${res.status} (expected ${r.expect[who]}) ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(ROUTES.length * WHO.length).toBeGreaterThan(250);
  });
});
