// Fault injection over EVERY call of the client: each fault rejects only with an
// ApiError whose message follows product §8, nothing is left unhandled, and the next call works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, CallOptions } from './ApiClient';
import { ApiError } from './http/ApiError';
import { json, makeClient, scriptedFetch, seedSession, text, type Recorded, type Reply } from '../test/fakeFetch';

type Invoke = (c: ApiClient, o: CallOptions) => Promise<unknown>;
/** binary: an OK body is not JSON (a file's bytes, or an event stream read as it arrives, read and tested in assistantStream.test.ts). */
/** signsOut: success ends this browser's session (deleting the account). */
interface Call { name: string; invoke: Invoke; noRefresh?: boolean; allow404?: boolean; emptyRejects?: boolean; binary?: boolean; signsOut?: boolean }

const app = {
  full_name: 'Ann', email: 'ann@example.com', phone: '1', location: 'Oslo', audience_size: 'under_1k' as const,
  marketing_channels: ['blog' as const], experience_description: 'x'.repeat(60), motivation: 'y'.repeat(40),
};

/** Every call of the public surface; the coverage test below keeps this list complete. */
export const ALL_CALLS: Call[] = [
  { name: 'auth.signUp', noRefresh: true, invoke: (c, o) => c.auth.signUp({ email: 'a@b.co', password: 'password1', full_name: 'Ann' }, o) },
  { name: 'auth.signIn', noRefresh: true, emptyRejects: true, invoke: (c, o) => c.auth.signIn({ email: 'a@b.co', password: 'pw' }, o) },
  { name: 'auth.signOut', noRefresh: true, invoke: (c, o) => c.auth.signOut(o) },
  { name: 'auth.refresh', noRefresh: true, emptyRejects: true, invoke: (c, o) => c.auth.refresh(o) },
  { name: 'auth.resetPassword', noRefresh: true, invoke: (c, o) => c.auth.resetPassword({ email: 'a@b.co' }, o) },
  { name: 'auth.confirmReset', noRefresh: true, invoke: (c, o) => c.auth.confirmReset({ token: 't', password: 'password1' }, o) },
  { name: 'auth.verifyEmail', noRefresh: true, allow404: true, invoke: (c, o) => c.auth.verifyEmail({ token: 't' }, o) },
  { name: 'auth.me', invoke: (c, o) => c.auth.me(o) },
  { name: 'portfolio.list', invoke: (c, o) => c.portfolio.list(o) },
  { name: 'portfolio.create', invoke: (c, o) => c.portfolio.create({ name: 'Main' }, o) },
  { name: 'portfolio.update', invoke: (c, o) => c.portfolio.update('p1', { name: 'Main' }, o) },
  { name: 'portfolio.remove', invoke: (c, o) => c.portfolio.remove('p1', o) },
  { name: 'portfolio.performance', invoke: (c, o) => c.portfolio.performance('p1', '1M', o) },
  { name: 'portfolio.analytics', invoke: (c, o) => c.portfolio.analytics('p1', { range: '1Y', benchmark: 'SPY' }, o) },
  { name: 'portfolio.risk', invoke: (c, o) => c.portfolio.risk('p1', o) },
  { name: 'portfolio.overview', invoke: (c, o) => c.portfolio.overview('p1', o) },
  { name: 'stock.get', invoke: (c, o) => c.stock.get('AAPL', o) },
  { name: 'stock.search', invoke: (c, o) => c.stock.search('app', o) },
  { name: 'stock.quotes', invoke: (c, o) => c.stock.quotes(['AAPL', 'MSFT'], o) },
  { name: 'stock.history', invoke: (c, o) => c.stock.history('AAPL', { from: '2026-01-02' }, o) },
  { name: 'stock.dividends', invoke: (c, o) => c.stock.dividends('KO', { from: '2026-01-02' }, o) },
  { name: 'stock.addInstrument', invoke: (c, o) => c.stock.addInstrument('VOD.L', o) },
  { name: 'stock.addManualInstrument', invoke: (c, o) => c.stock.addManualInstrument({ symbol: 'MYFUND', name: 'My fund', currency: 'EUR', price: 10 }, o) },
  { name: 'stock.setManualPrices', invoke: (c, o) => c.stock.setManualPrices('MYFUND', [{ date: '2026-01-02', close: 10 }], o) },
  { name: 'stock.dataHealth', invoke: (c, o) => c.stock.dataHealth(o) },
  { name: 'transactions.list', invoke: (c, o) => c.transactions.list({ portfolio_id: 'p1' }, o) },
  { name: 'transactions.page', invoke: (c, o) => c.transactions.page({ portfolio_id: 'p1', symbol: 'AAPL', cursor: 'c1' }, o) },
  { name: 'transactions.create', invoke: (c, o) => c.transactions.create({ portfolio_id: 'p1', symbol: 'AAPL', type: 'buy', quantity: 1, price: 1 }, o) },
  { name: 'transactions.update', invoke: (c, o) => c.transactions.update('t1', { quantity: 2 }, o) },
  { name: 'transactions.remove', invoke: (c, o) => c.transactions.remove('t1', o) },
  { name: 'transactions.import', invoke: (c, o) => c.transactions.import({ portfolio_id: 'p1', transactions: [{ symbol: 'AAPL', type: 'buy', quantity: 1, price: 1 }] }, o) },
  { name: 'chartgpt.ask', invoke: (c, o) => c.chartgpt.ask({ prompt: 'hi' }, o) },
  { name: 'chartgpt.stream', binary: true, invoke: (c, o) => c.chartgpt.stream({ prompt: 'hi' }, o) },
  { name: 'chartgpt.status', invoke: (c, o) => c.chartgpt.status(o) },
  { name: 'friends.list', invoke: (c, o) => c.friends.list(o) },
  { name: 'friends.add', invoke: (c, o) => c.friends.add({ user_id: 'u2' }, o) },
  { name: 'friends.requests', invoke: (c, o) => c.friends.requests(o) },
  { name: 'friends.accept', invoke: (c, o) => c.friends.accept('f1', o) },
  { name: 'friends.remove', invoke: (c, o) => c.friends.remove('f1', o) },
  { name: 'friends.portfolios', invoke: (c, o) => c.friends.portfolios('f1', o) },
  { name: 'notifications.list', invoke: (c, o) => c.notifications.list(o) },
  { name: 'notifications.page', invoke: (c, o) => c.notifications.page({ limit: 10 }, o) },
  { name: 'notifications.unreadCount', invoke: (c, o) => c.notifications.unreadCount(o) },
  { name: 'notifications.markRead', invoke: (c, o) => c.notifications.markRead('n1', o) },
  { name: 'notifications.markAllRead', invoke: (c, o) => c.notifications.markAllRead(o) },
  { name: 'sharing.get', invoke: (c, o) => c.sharing.get('p1', o) },
  { name: 'sharing.create', invoke: (c, o) => c.sharing.create('p1', o) },
  { name: 'sharing.revoke', invoke: (c, o) => c.sharing.revoke('p1', o) },
  { name: 'sharing.view', invoke: (c, o) => c.sharing.view('tok', o) },
  { name: 'alerts.list', invoke: (c, o) => c.alerts.list(o) },
  { name: 'alerts.create', invoke: (c, o) => c.alerts.create({ symbol: 'AAPL', condition: 'above', threshold: 230 }, o) },
  { name: 'alerts.remove', invoke: (c, o) => c.alerts.remove('a1', o) },
  { name: 'apiTokens.list', invoke: (c, o) => c.apiTokens.list(o) },
  { name: 'apiTokens.create', invoke: (c, o) => c.apiTokens.create({ name: 'Script' }, o) },
  { name: 'apiTokens.revoke', invoke: (c, o) => c.apiTokens.revoke('t1', o) },
  { name: 'account.settings', invoke: (c, o) => c.account.settings(o) },
  { name: 'account.updateSettings', invoke: (c, o) => c.account.updateSettings({ base_currency: 'EUR' }, o) },
  { name: 'account.changeEmail', invoke: (c, o) => c.account.changeEmail({ new_email: 'new@example.com', password: 'pw' }, o) },
  { name: 'account.cancelEmailChange', invoke: (c, o) => c.account.cancelEmailChange(o) },
  { name: 'account.confirmEmailChange', noRefresh: true, invoke: (c, o) => c.account.confirmEmailChange({ token: 't' }, o) },
  { name: 'account.changePassword', emptyRejects: true, invoke: (c, o) => c.account.changePassword({ current_password: 'a', new_password: 'password2' }, o) },
  { name: 'account.export', invoke: (c, o) => c.account.export(o) },
  { name: 'account.delete', signsOut: true, invoke: (c, o) => c.account.delete({ password: 'pw' }, o) },
  { name: 'health.get', invoke: (c, o) => c.health.get(o) },
  { name: 'affiliate.submitApplication', invoke: (c, o) => c.affiliate.submitApplication(app, o) },
  { name: 'affiliate.getApplication', allow404: true, invoke: (c, o) => c.affiliate.getApplication(o) },
  { name: 'affiliate.getProfile', invoke: (c, o) => c.affiliate.getProfile(o) },
  { name: 'affiliate.getFullProfile', invoke: (c, o) => c.affiliate.getFullProfile(o) },
  { name: 'affiliate.createCoupon', invoke: (c, o) => c.affiliate.createCoupon({ code: 'SAVE', commission_rate: 30, discount_rate: 10 }, o) },
  { name: 'affiliate.listCoupons', invoke: (c, o) => c.affiliate.listCoupons(o) },
  { name: 'affiliate.createLink', invoke: (c, o) => c.affiliate.createLink({ name: 'Blog', commission_rate: 30, discount_rate: 10 }, o) },
  { name: 'affiliate.listLinks', invoke: (c, o) => c.affiliate.listLinks(o) },
  { name: 'affiliate.getPublicLink', invoke: (c, o) => c.affiliate.getPublicLink('l1', o) },
  { name: 'affiliate.listMilestones', invoke: (c, o) => c.affiliate.listMilestones(o) },
  { name: 'affiliate.trackClick', invoke: (c, o) => c.affiliate.trackClick({ link_id: 'l1' }, o) },
  { name: 'affiliate.trackConversion', invoke: (c, o) => c.affiliate.trackConversion({ referred_user_id: 'current', amount: 9.99 }, o) },
  { name: 'affiliate.createReferral', invoke: (c, o) => c.affiliate.createReferral({ affiliate_id: 'a1', link_id: null, coupon_code: null }, o) },
  { name: 'affiliate.admin.listApplications', invoke: (c, o) => c.affiliate.admin.listApplications(o) },
  { name: 'affiliate.admin.approve', invoke: (c, o) => c.affiliate.admin.approve('app1', {}, o) },
  { name: 'affiliate.admin.reject', invoke: (c, o) => c.affiliate.admin.reject('app1', { notes: 'No' }, o) },
  { name: 'affiliate.commissions', invoke: (c, o) => c.affiliate.commissions({ status: 'pending', q: 'j***' }, o) },
  { name: 'affiliate.monthlyEarnings', invoke: (c, o) => c.affiliate.monthlyEarnings(12, o) },
  { name: 'affiliate.referredCustomers', invoke: (c, o) => c.affiliate.referredCustomers('j', o) },
  { name: 'affiliate.payouts', invoke: (c, o) => c.affiliate.payouts(o) },
  { name: 'affiliate.requestPayout', invoke: (c, o) => c.affiliate.requestPayout(o) },
  { name: 'affiliate.admin.payouts', invoke: (c, o) => c.affiliate.admin.payouts('requested', o) },
  { name: 'affiliate.admin.markPayoutPaid', invoke: (c, o) => c.affiliate.admin.markPayoutPaid('p1', { reference: 'WIRE-1' }, o) },
  { name: 'affiliate.admin.rejectPayout', invoke: (c, o) => c.affiliate.admin.rejectPayout('p1', { reason: 'No' }, o) },
  { name: 'affiliate.admin.mailDeliveries', invoke: (c, o) => c.affiliate.admin.mailDeliveries({ status: 'failed' }, o) },
  { name: 'affiliate.admin.commissions', invoke: (c, o) => c.affiliate.admin.commissions({ flagged: true }, o) },
  { name: 'affiliate.admin.approveCommission', invoke: (c, o) => c.affiliate.admin.approveCommission('c1', {}, o) },
  { name: 'affiliate.admin.voidCommission', invoke: (c, o) => c.affiliate.admin.voidCommission('c1', { reason: 'Fraud' }, o) },
  { name: 'affiliate.admin.refundInvoice', invoke: (c, o) => c.affiliate.admin.refundInvoice('in_1', {}, o) },
  { name: 'affiliate.admin.auditLog', invoke: (c, o) => c.affiliate.admin.auditLog({ limit: 10 }, o) },
  { name: 'subscription.plans', invoke: (c, o) => c.subscription.plans(o) },
  { name: 'subscription.current', allow404: true, invoke: (c, o) => c.subscription.current(o) },
  { name: 'subscription.usage', invoke: (c, o) => c.subscription.usage(o) },
  { name: 'subscription.create', invoke: (c, o) => c.subscription.create({ plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null }, o) },
  { name: 'subscription.update', invoke: (c, o) => c.subscription.update({ new_price_id: 'pro_monthly' }, o) },
  { name: 'subscription.cancel', invoke: (c, o) => c.subscription.cancel(o) },
  { name: 'subscription.resume', invoke: (c, o) => c.subscription.resume(o) },
  { name: 'subscription.quote', invoke: (c, o) => c.subscription.quote({ price_id: 'pro_yearly', promotion_code: 'SPRING10' }, o) },
  { name: 'subscription.previewChange', invoke: (c, o) => c.subscription.previewChange({ new_price_id: 'pro_yearly' }, o) },
  { name: 'payments.listPaymentMethods', invoke: (c, o) => c.payments.listPaymentMethods(o) },
  { name: 'payments.attachPaymentMethod', invoke: (c, o) => c.payments.attachPaymentMethod({ payment_method_id: 'pm1' }, o) },
  { name: 'payments.removePaymentMethod', invoke: (c, o) => c.payments.removePaymentMethod('pm1', o) },
  { name: 'payments.createSetupIntent', invoke: (c, o) => c.payments.createSetupIntent(o) },
  { name: 'payments.createPaymentIntent', invoke: (c, o) => c.payments.createPaymentIntent({ amount: 999 }, o) },
  { name: 'payments.listInvoices', invoke: (c, o) => c.payments.listInvoices(10, o) },
  { name: 'payments.getInvoice', invoke: (c, o) => c.payments.getInvoice('in_1', o) },
  { name: 'payments.downloadInvoice', binary: true, invoke: (c, o) => c.payments.downloadInvoice('in_1', o) },
  { name: 'payments.getCustomer', invoke: (c, o) => c.payments.getCustomer(o) },
  { name: 'payments.listSubscriptions', invoke: (c, o) => c.payments.listSubscriptions(o) },
  { name: 'payments.provider', invoke: (c, o) => c.payments.provider(o) },
  { name: 'payments.payInvoice', invoke: (c, o) => c.payments.payInvoice('in_1', {}, o) },
  { name: 'payments.createLocalCard', invoke: (c, o) => c.payments.createLocalCard({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'A' }, o) },
  { name: 'payments.confirmLocal', invoke: (c, o) => c.payments.confirmLocal({ client_secret: 'seti_1_secret_x', payment_method_id: 'pm_local_1' }, o) },
  { name: 'payments.createCheckoutSession', invoke: (c, o) => c.payments.createCheckoutSession({ price_id: 'premium_monthly', success_url: 'http://x/s', cancel_url: 'http://x/c' }, o) },
  { name: 'affiliateSession.applyPublicLink', emptyRejects: true, invoke: (c, o) => c.affiliateSession.applyPublicLink('l1', o) },
];

/** A body every call accepts as success. */
const OK_BODY = {
  id: 'l1', affiliate_id: 'a1', discount_rate: 10, commission_rate: 30, token: 'tok2', refresh_token: 'ref2',
  user: { id: 'u1', email: 'ann@example.com', full_name: 'Ann', role: 'user', is_admin: false, created_at: '' },
};
const REFRESH_PATH = '/api/auth/refresh';

interface Fault {
  name: string;
  /** Reply for the call's first request; later requests get OK (refresh gets `refresh`). */
  reply: () => Reply;
  refresh?: () => Reply;
  timeoutMs?: number;
  abortAfterMs?: number;
  preAborted?: boolean;
  check(call: Call, outcome: { data?: unknown; error?: unknown }, ctx: { requests: Recorded[]; signedIn: boolean }): void;
}

function expectApiError(outcome: { error?: unknown }, kind: string, code: string, message: string | RegExp) {
  expect(outcome.error, 'rejects with ApiError').toBeInstanceOf(ApiError);
  const e = outcome.error as ApiError;
  expect(e.kind).toBe(kind);
  expect(e.code).toBe(code);
  if (typeof message === 'string') expect(e.message).toBe(message);
  else expect(e.message).toMatch(message);
}

const httpFault = (name: string, status: number, reply: () => Response, code: string, message: string): Fault => ({
  name,
  reply,
  check(call, outcome) {
    if (status === 404 && call.allow404) {
      expect(outcome.error).toBeUndefined();
      expect(outcome.data).toBeNull();
      return;
    }
    expectApiError(outcome, 'http', code, message);
    expect((outcome.error as ApiError).status).toBe(status);
  },
});

const FAULTS: Fault[] = [
  {
    name: 'malformed JSON',
    reply: () => text(200, '{"broken":'),
    check(call, o) {
      if (call.binary) expect(o.error).toBeUndefined();
      else expectApiError(o, 'parse', 'parse', 'Server error (200): {"broken":');
    },
  },
  httpFault('HTML 502 page', 502, () => text(502, '<html><body>Bad Gateway</body></html>', 'Bad Gateway'), 'server', 'Server error (502): <html><body>Bad Gateway</body></html>'),
  {
    name: '204 empty',
    reply: () => text(204, ''),
    check(call, o) {
      if (call.emptyRejects) expect(o.error).toBeInstanceOf(ApiError);
      else expect(o.error).toBeUndefined();
    },
  },
  httpFault('400 detail body', 400, () => json(400, { detail: 'Detail wins', message: 'not this' }), 'bad_request', 'Detail wins'),
  httpFault('422 error object body', 422, () => json(422, { error: { code: 'invalid_input' } }), 'validation', 'invalid_input'),
  {
    name: '401 then refresh ok',
    reply: () => json(401, { error: 'Token expired' }),
    refresh: () => json(200, { token: 'tok2', refresh_token: 'ref2' }),
    check(call, o, { requests, signedIn }) {
      const refreshes = requests.slice(1).filter((r) => r.path === REFRESH_PATH).length;
      if (call.noRefresh) {
        expectApiError(o, 'http', 'unauthorized', 'Token expired');
        expect(refreshes).toBe(0);
        return;
      }
      expect(o.error).toBeUndefined();
      expect(refreshes).toBe(1);
      const retry = requests[2]!;
      expect(retry.headers.Authorization).toBe('Bearer tok2');
      expect(retry.path).toBe(requests[0]!.path);
      expect(signedIn).toBe(!call.signsOut);
    },
  },
  {
    name: '401 then refresh fails',
    reply: () => json(401, { error: 'Token expired' }),
    refresh: () => json(401, { error: 'Refresh token revoked' }),
    check(call, o, { requests, signedIn }) {
      expectApiError(o, 'http', 'unauthorized', 'Token expired');
      expect(requests.slice(1).filter((r) => r.path === REFRESH_PATH).length).toBe(call.noRefresh ? 0 : 1);
      // A failed refresh signs out; sign-out always clears.
      expect(signedIn).toBe(!!call.noRefresh && call.name !== 'auth.signOut');
    },
  },
  httpFault('403', 403, () => json(403, { message: 'Not yours' }), 'forbidden', 'Not yours'),
  httpFault('404', 404, () => json(404, { error: 'No such thing' }), 'not_found', 'No such thing'),
  httpFault('409', 409, () => json(409, { error: 'Coupon already exists' }), 'conflict', 'Coupon already exists'),
  httpFault('429 text', 429, () => text(429, 'Slow down'), 'rate_limited', 'Server error (429): Slow down'),
  httpFault('500 empty object', 500, () => json(500, {}), 'server', '{}'),
  httpFault('500 empty body', 500, () => text(500, '', 'Internal Server Error'), 'server', 'Server error (500): Internal Server Error'),
  { name: 'network error', reply: () => new TypeError('Failed to fetch'), check: (_c, o) => expectApiError(o, 'network', 'network', 'Failed to fetch') },
  { name: 'network error without message', reply: () => new Error(''), check: (_c, o) => expectApiError(o, 'network', 'network', 'Network error') },
  { name: 'timeout', reply: () => 'hang', timeoutMs: 20, check: (_c, o) => expectApiError(o, 'timeout', 'timeout', 'Request timed out after 20 ms') },
  { name: 'timeout, fetch ignores abort', reply: () => 'ignore-abort', timeoutMs: 20, check: (_c, o) => expectApiError(o, 'timeout', 'timeout', 'Request timed out after 20 ms') },
  { name: 'caller abort', reply: () => 'hang', abortAfterMs: 5, check: (_c, o) => expectApiError(o, 'aborted', 'aborted', /abort/i) },
  { name: 'signal already aborted', reply: () => 'hang', preAborted: true, check: (_c, o) => expectApiError(o, 'aborted', 'aborted', /abort/i) },
];

const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);
beforeAll(() => { process.on('unhandledRejection', onUnhandled); });
afterAll(() => { process.off('unhandledRejection', onUnhandled); });

describe('fault injection: every call x every fault', () => {
  it('lists every method of the client', () => {
    const { client } = makeClient(scriptedFetch(() => json(200, {})).fetch);
    const names: string[] = [];
    const walk = (o: object, prefix: string) => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'function') names.push(prefix + k);
        else if (v && typeof v === 'object') walk(v, `${prefix}${k}.`);
      }
    };
    for (const ns of ['auth', 'portfolio', 'stock', 'transactions', 'chartgpt', 'friends', 'notifications', 'sharing', 'alerts', 'apiTokens', 'health', 'affiliate', 'subscription', 'payments', 'account'] as const) {
      walk(client[ns], `${ns}.`);
    }
    const listed = ALL_CALLS.map((c) => c.name);
    expect(names.filter((n) => !listed.includes(n))).toEqual([]);
    expect(names.length).toBe(listed.length - 1); // + affiliateSession.applyPublicLink
  });

  for (const fault of FAULTS) {
    describe(fault.name, () => {
      it.each(ALL_CALLS.map((c) => [c.name, c] as const))('%s', async (_name, call) => {
        let first = true;
        const { fetch, requests } = scriptedFetch((req) => {
          if (req.path === REFRESH_PATH && fault.refresh && !first) return fault.refresh();
          if (first) { first = false; return fault.reply(); }
          return json(200, OK_BODY);
        });
        const { client, local } = makeClient(fetch, { timeoutMs: fault.timeoutMs ?? 1000 });
        seedSession(local);
        const ctrl = new AbortController();
        if (fault.preAborted) ctrl.abort();
        if (fault.abortAfterMs) setTimeout(() => ctrl.abort(), fault.abortAfterMs);
        const outcome: { data?: unknown; error?: unknown } = await call.invoke(client, { signal: ctrl.signal }).then(
          (data) => ({ data }),
          (error: unknown) => ({ error }),
        );
        if (outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(ApiError);
        fault.check(call, outcome, { requests, signedIn: client.session.getToken() !== null });

        // The next call still works.
        first = false;
        await expect(client.health.get()).resolves.toEqual(OK_BODY);
        await new Promise((r) => setTimeout(r, 0));
        expect(unhandled).toEqual([]);
      });
    });
  }
});
