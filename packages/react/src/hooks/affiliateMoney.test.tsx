import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { CommissionEntry } from '@pt/api';
import { useAffiliateDashboard } from './useAffiliateDashboard';
import { useCommissions } from './useCommissions';
import { useCommissionsCsvExport } from './useCommissionsCsvExport';
import { useMonthlyEarnings } from './useMonthlyEarnings';
import { useReferredCustomers } from './useReferredCustomers';
import { usePayouts } from './usePayouts';
import { useAdminPayouts } from './useAdminPayouts';
import { useAdminCommissions } from './useAdminCommissions';
import { useAuditLog } from './useAuditLog';
import { createTestEnv, renderWithApi, type Handler } from '../../test/testClient';

const approved: Record<string, Handler> = {
  'GET /api/affiliate/profile': { body: { is_affiliate: true, status: 'active' } },
  'GET /api/affiliate/applications': { body: null },
};

const entry = (over: Partial<CommissionEntry> = {}): CommissionEntry => ({
  id: 'c1', status: 'pending', held: false, flags: [], amount: 191.9, rate: 30, commission: 57.57, customer_email: 'j***@g***.com',
  invoice_id: 'in_1', link: { id: 'l1', name: 'YouTube' }, coupon: null, hold_until: '2025-02-01T12:00:00.000Z', payout_id: null,
  void_reason: null, created_at: '2025-01-02T12:00:00.000Z', approved_at: null, paid_at: null, voided_at: null, ...over,
});
const balance = { pending: 10, held: 0, approved: 80, available: 80, requested: 0, paid: 20, voided: 0 };

describe('useCommissions', () => {
  it('loads nothing before approval', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: { status: 'pending' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useCommissions(), env);
    await waitFor(() => expect(result.current.status).toBe('notApproved'));
    expect(env.api.calls.some((c) => c.path.startsWith('/api/affiliate/commissions'))).toBe(false);
  });

  it('sends the filters and gives rows as the table shows them: held entries On hold, flags labelled', async () => {
    const env = createTestEnv({
      ...approved,
      'GET /api/affiliate/commissions?status=pending&q=j***&limit=1': {
        body: { items: [entry()], total: 2, limit: 1, has_more: true, next_cursor: 'next/1' },
      },
      'GET /api/affiliate/commissions?status=pending&q=j***&limit=1&cursor=next%2F1': {
        body: { items: [entry({ id: 'c2', held: true, flags: [{ code: 'self_referral', reason: 'Same network' }], link: null, coupon: { id: 'k1', code: 'SAVE10' } })], total: 2, limit: 1, has_more: false, next_cursor: null },
      },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useCommissions({ status: 'pending', q: 'j***', limit: 1 }), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', page: 1, pageCount: 2, total: 2 }));
    if (result.current.status !== 'ready') throw new Error('not ready');
    const first = result.current.rows;
    act(() => { if (result.current.status === 'ready') result.current.setPage(2); });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', page: 2, pageCount: 2, pageLoading: false }));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect([...first, ...result.current.rows].map((r) => [r.status.label, r.source, r.commission, r.rate, r.date])).toEqual([
      ['Pending', 'YouTube', '$57.57', '30%', 'Jan 02, 2025'],
      ['On hold', 'SAVE10', '$57.57', '30%', 'Jan 02, 2025'],
    ]);
    expect(result.current.rows[0]!.flags).toEqual([{ code: 'self_referral', label: 'Self-referral', reason: 'Same network' }]);
  });

  it("a failed load says 'Failed to load commissions.'", async () => {
    const env = createTestEnv({ ...approved, 'GET /api/affiliate/commissions': { status: 500, body: { error: 'boom' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useCommissions(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: 'Failed to load commissions.' }), { timeout: 10_000 });
  }, 15_000);
});

describe('useCommissionsCsvExport', () => {
  it('reads every page matching the filters and saves one CSV with the table columns', async () => {
    const first = Array.from({ length: 100 }, (_, i) => entry({ id: `a${i}` }));
    const env = createTestEnv({
      'GET /api/affiliate/commissions?status=paid&limit=100': { body: { items: first, total: 101, limit: 100, has_more: true, next_cursor: 'c100' } },
      'GET /api/affiliate/commissions?status=paid&limit=100&cursor=c100': { body: { items: [entry({ id: 'last', status: 'paid', customer_email: 'z***@y***.com' })], total: 101, limit: 100, has_more: false, next_cursor: null } },
    });
    env.signInAs({});
    const saved: { fileName: string; count: number; text: string }[] = [];
    const codec = { parse: () => ({ rows: [], error: null }), unparse: (rows: readonly (readonly string[])[]) => rows.map((r) => r.join(',')).join('\n') };
    const { result } = renderWithApi(() => useCommissionsCsvExport({ status: 'paid', limit: 5, cursor: 'ignored' }, {
      loadCodec: async () => codec,
      save: (file) => { void file.blob.text().then((text) => saved.push({ fileName: file.fileName, count: file.count, text })); },
    }), env);
    await act(async () => { await result.current.mutateAsync(); });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(/^affiliate-commissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]!.count).toBe(101);
    const lines = saved[0]!.text.split('\n');
    expect(lines[0]).toBe('Date,Status,Customer,Amount,Rate (%),Commission,Link,Coupon,Invoice,Hold until,Paid at,Flags');
    expect(lines).toHaveLength(102);
    expect(lines[101]).toContain('Paid,z***@y***.com');
    expect(result.current.successMessage).toBe('Export started');
  });
});

describe('useMonthlyEarnings and useReferredCustomers', () => {
  it('the chart rows carry labels and totals; empty when nothing was earned', async () => {
    const env = createTestEnv({
      ...approved,
      'GET /api/affiliate/earnings/monthly?months=2': { body: { months: [{ month: '2024-12', pending: 0, approved: 0, paid: 0, voided: 0 }, { month: '2025-01', pending: 5, approved: 2.5, paid: 1, voided: 3 }] } },
      'GET /api/affiliate/earnings/monthly?months=1': { body: { months: [{ month: '2025-01', pending: 0, approved: 0, paid: 0, voided: 0 }] } },
    });
    env.signInAs({});
    const two = renderWithApi(() => useMonthlyEarnings(2), env);
    await waitFor(() => expect(two.result.current.status).toBe('ready'));
    expect(two.result.current).toMatchObject({ isEmpty: false, series: ['paid', 'approved', 'pending'] });
    if (two.result.current.status !== 'ready') throw new Error('not ready');
    expect(two.result.current.rows.map((r) => [r.label, r.total])).toEqual([['Dec 2024', 0], ['Jan 2025', 8.5]]);
    const one = renderWithApi(() => useMonthlyEarnings(1), env);
    await waitFor(() => expect(one.result.current).toMatchObject({ status: 'ready', isEmpty: true }));
  });

  it('customers are searched by the server, each search its own request', async () => {
    const env = createTestEnv({
      ...approved,
      'GET /api/affiliate/referred-customers?q=j***': {
        body: [{ id: 'r1', email: 'j***@g***.com', plan: 'pro', first_paid_at: '2025-01-02T00:00:00Z', status: 'refunded', total_paid: 0, commission: 0, referred_at: '2025-01-01T00:00:00Z', link: null, coupon: null }],
      },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useReferredCustomers(' j*** '), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.rows.map((r) => [r.email, r.plan, r.firstPaid, r.status.label, r.totalPaid])).toEqual([['j***@g***.com', 'pro', 'Jan 02, 2025', 'Refunded', '$0.00']]);
  });
});

describe('usePayouts', () => {
  const payout = { id: 'p1', amount: 80, currency: 'usd', status: 'requested', reference: null, rejection_reason: null, entries: 2, requested_at: '2025-01-03T00:00:00Z', decided_at: null };

  it('offers the whole approved balance, requests it, and refetches the affiliate reads before reporting success', async () => {
    let requested = false;
    const env = createTestEnv({
      ...approved,
      'GET /api/affiliate/profile/full': () => ({ body: { total_earnings: 110, balance: requested ? { ...balance, available: 0, requested: 80 } : balance } }),
      'GET /api/affiliate/payouts': () => ({ body: requested ? [payout] : [] }),
      'POST /api/affiliate/payouts': () => { requested = true; return { status: 201, body: payout }; },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => usePayouts(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', request: { kind: 'ready', amount: 80 } }));
    await act(async () => { await result.current.requestPayout.mutateAsync(); });
    expect(result.current.requestPayout.successMessage).toBe('Payout requested');
    expect(result.current).toMatchObject({ status: 'ready', request: { kind: 'open', payout: { id: 'p1' } } });
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.rows.map((r) => [r.amount, r.status.label, r.requested])).toEqual([['$80.00', 'Requested', 'Jan 03, 2025']]);
  });

  it("a refused request shows the server's reason; below $50 of earnings the button is hidden", async () => {
    const env = createTestEnv({
      ...approved,
      'GET /api/affiliate/profile/full': { body: { total_earnings: 40, balance } },
      'GET /api/affiliate/payouts': { body: [] },
      'POST /api/affiliate/payouts': { status: 400, body: { error: 'Payouts start at $50.00 of approved commission; $0.00 is approved so far.' } },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => usePayouts(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', request: { kind: 'hidden' } }));
    await act(async () => { await result.current.requestPayout.mutateAsync().catch(() => undefined); });
    expect(result.current.requestPayout.errorMessage).toBe('Payouts start at $50.00 of approved commission; $0.00 is approved so far.');
  });
});

describe('useAffiliateDashboard', () => {
  it("passes the ledger's balance on", async () => {
    const env = createTestEnv({
      ...approved,
      'GET /api/affiliate/profile/full': { body: { points: 1, total_earnings: 110, total_clicks: 10, total_conversions: 2, balance } },
      'GET /api/affiliate/links': { body: [] }, 'GET /api/affiliate/coupons': { body: [] }, 'GET /api/affiliate/milestones': { body: [] },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateDashboard(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', balance, canRequestPayout: true }));
  });
});

describe('admin hooks', () => {
  const adminPayout = { id: 'p1', amount: 80, currency: 'usd', status: 'requested', reference: null, rejection_reason: null, entries: 2, requested_at: '2025-01-03T00:00:00Z', decided_at: null, affiliate_id: 'a1', affiliate_email: 'aff@example.com', affiliate_name: 'Affi' };

  it('guard states for non-admins', async () => {
    expect(renderWithApi(() => useAdminPayouts(), createTestEnv()).result.current.status).toBe('signedOut');
    const env = createTestEnv();
    env.signInAs({ role: 'user' });
    expect(renderWithApi(() => useAdminCommissions(), env).result.current.status).toBe('denied');
    expect(renderWithApi(() => useAuditLog(), env).result.current.status).toBe('denied');
    expect(env.api.calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('a payout is marked paid only with a reference; the list is fetched again after the decision', async () => {
    const env = createTestEnv({
      'GET /api/admin/payouts?status=requested': { body: [adminPayout] },
      'POST /api/admin/payouts/p1/paid': { body: { ...adminPayout, status: 'paid', reference: 'WIRE-1' } },
    });
    env.signInAs({ role: 'admin' });
    const { result } = renderWithApi(() => useAdminPayouts('requested'), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.rows[0]).toMatchObject({ affiliate: 'Affi <aff@example.com>', amount: '$80.00', status: { label: 'Requested' } });
    let out: unknown;
    await act(async () => { out = await result.current.decide('p1', 'paid', '  '); });
    expect(out).toBeUndefined();
    expect(result.current.form.fieldErrors.text).toBe('Please enter the transfer reference.');
    expect(env.api.count('POST', '/api/admin/payouts/p1/paid')).toBe(0);
    const listed = env.api.count('GET', '/api/admin/payouts?status=requested');
    await act(async () => { out = await result.current.decide('p1', 'paid', ' WIRE-1 '); });
    expect(out).toMatchObject({ status: 'paid', reference: 'WIRE-1' });
    expect(env.api.calls.find((c) => c.path === '/api/admin/payouts/p1/paid')?.body).toEqual({ reference: 'WIRE-1' });
    expect(env.api.count('GET', '/api/admin/payouts?status=requested')).toBeGreaterThan(listed);
  });

  it('a flagged commission is voided only with a reason, approved with an optional note; a refusal shows its message', async () => {
    const held = { ...entry({ held: true, flags: [{ code: 'self_referral', reason: 'Same network' }] }), affiliate_id: 'a1', affiliate_email: 'aff@example.com', customer_email: 'john@gmail.com' };
    const env = createTestEnv({
      'GET /api/admin/commissions?flagged=true': { body: [held] },
      'POST /api/admin/commissions/c1/approve': { status: 409, body: { error: 'Only a pending commission can be approved; this one is voided' } },
      'POST /api/admin/commissions/c1/void': { body: { ...held, status: 'voided', held: false } },
    });
    env.signInAs({ role: 'admin' });
    const { result } = renderWithApi(() => useAdminCommissions(), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.rows[0]).toMatchObject({ affiliate: 'aff@example.com', status: { label: 'On hold' }, flags: [{ label: 'Self-referral' }] });
    await act(async () => { await result.current.decide('c1', 'void', ''); });
    expect(result.current.form.fieldErrors.text).toBe('Please give a reason.');
    await act(async () => { await result.current.decide('c1', 'approve', ''); });
    expect(env.api.calls.find((c) => c.path === '/api/admin/commissions/c1/approve')?.body).toEqual({});
    expect(result.current.errorMessage).toBe('Only a pending commission can be approved; this one is voided');
    await act(async () => { await result.current.decide('c1', 'void', 'Self-referral'); });
    expect(env.api.calls.find((c) => c.path === '/api/admin/commissions/c1/void')?.body).toEqual({ reason: 'Self-referral' });
  });

  it('the audit log reads older pages under the ones shown, with the cursor the server gives', async () => {
    const row = (id: string) => ({ id, actor_email: 'admin@example.com', action: 'payout.paid', target_type: 'payout', target_id: `p${id}`, details: {}, created_at: '2025-01-03T00:00:00Z' });
    const env = createTestEnv({
      'GET /api/admin/audit?limit=2': { body: { items: [row('9'), row('8')], next_cursor: 'after-8', has_more: true, limit: 2 } },
      'GET /api/admin/audit?limit=2&cursor=after-8': { body: { items: [row('7')], next_cursor: null, has_more: false, limit: 2 } },
    });
    env.signInAs({ role: 'admin' });
    const { result } = renderWithApi(() => useAuditLog(2), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', hasOlder: true }));
    act(() => result.current.older());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', hasOlder: false, loadingOlder: false }));
    expect(result.current.rows.map((r) => [r.actor, r.action, r.target])).toEqual([
      ['admin@example.com', 'payout.paid', 'payout p9'], ['admin@example.com', 'payout.paid', 'payout p8'], ['admin@example.com', 'payout.paid', 'payout p7'],
    ]);
    expect(env.api.calls.filter((c) => c.path.startsWith('/api/admin/audit')).map((c) => c.path)).toEqual(['/api/admin/audit?limit=2', '/api/admin/audit?limit=2&cursor=after-8']);
  });
});
