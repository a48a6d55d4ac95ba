import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fieldErrorsOf, messages, validateApplication } from '@pt/api';
import { useAffiliateStatus } from './useAffiliateStatus';
import { useAffiliateDashboard } from './useAffiliateDashboard';
import { useCreateLink } from './useCreateLink';
import { useCreateCoupon } from './useCreateCoupon';
import { useFilteredList } from './useFilteredList';
import { useSimulator } from './useSimulator';
import { useAffiliateApplication } from './useAffiliateApplication';
import { useAdminApplications } from './useAdminApplications';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const approvedRoutes = {
  'GET /api/affiliate/profile': { body: { is_affiliate: true, status: 'active' } },
  'GET /api/affiliate/applications': { body: null },
  'GET /api/affiliate/profile/full': { body: { points: 10, total_earnings: 60, total_clicks: 200, total_conversions: 5 } },
  'GET /api/affiliate/links': { body: [{ id: 'l1', name: 'Blog', is_active: true }, { id: 'l2', name: 'Video', is_active: false }] },
  'GET /api/affiliate/coupons': { body: { data: { data: [{ id: 'c1', code: 'SAVE', is_active: true }] } } },
  'GET /api/affiliate/milestones': { body: [{ id: 'm1', points_required: 5, is_claimed: false }, { id: 'm2', points_required: 50, is_claimed: false }] },
};

describe('useAffiliateStatus', () => {
  it.each([
    [{ is_affiliate: false, status: 'none' }, { status: 'pending' }, 'pending'],
    [{ is_affiliate: false, status: 'none' }, { status: 'rejected' }, 'rejected'],
    [{ is_affiliate: false, status: 'none' }, null, 'none'],
    [{ is_affiliate: false, status: 'active' }, null, 'approved'],
  ])('profile %j + application %j -> %s', async (profile, application, expected) => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { body: profile }, 'GET /api/affiliate/applications': { body: application } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateStatus(), env);
    await waitFor(() => expect(result.current.status).toBe(expected));
  });

  it('is none on any error and when signed out', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { status: 500, body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateStatus(), env);
    await waitFor(() => expect(result.current.status).toBe('none'));
    const out = renderWithApi(() => useAffiliateStatus(), createTestEnv());
    expect(out.result.current).toMatchObject({ status: 'none', signedIn: false, checkError: null });
  });

  it('says when the check failed, and a retry that works clears it', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': new TypeError('Failed to fetch'), 'GET /api/affiliate/applications': { body: null } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateStatus(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'none', checkMessage: messages.loadFailed, checkError: { kind: 'network', message: 'Failed to fetch' } }));
    env.api.route('GET /api/affiliate/profile', { body: { is_affiliate: true, status: 'active' } });
    await act(async () => { await result.current.refresh(); });
    expect(result.current).toMatchObject({ status: 'approved', checkError: null, checkMessage: null });
  });

  it('has no check error when the check works', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: null } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateStatus(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'none', checkError: null }));
  });
});

describe('useAffiliateDashboard', () => {
  it('loads nothing until approved', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: { status: 'pending' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateDashboard(), env);
    await waitFor(() => expect(result.current.status).toBe('notApproved'));
    expect(env.api.calls.map((c) => c.path)).not.toContain('/api/affiliate/links');
  });

  it('gives data, aggregates and milestone states once approved', async () => {
    const env = createTestEnv(approvedRoutes);
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateDashboard(), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.aggregates).toMatchObject({ points: 10, activeLinks: 1, activeCoupons: 1, conversionRate: 2.5 });
    expect(result.current.milestones.map((m) => m.state)).toEqual(['claimable', 'locked']);
    expect(result.current.nextMilestoneProgress).toBe(50);
    expect(result.current.canRequestPayout).toBe(true);
  });

  it('reports the load failure message', async () => {
    const env = createTestEnv({ ...approvedRoutes, 'GET /api/affiliate/links': { status: 404, body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateDashboard(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: messages.loadFailed }));
  });
});

describe('useCreateLink / useCreateCoupon', () => {
  it('validates, creates, builds and copies the URL', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const env = createTestEnv({ ...approvedRoutes, 'POST /api/affiliate/links': { body: { id: 'abc', name: 'Blog' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useCreateLink(), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ name: messages.linkNameRequired });
    act(() => { result.current.form.setField('name', 'Blog'); result.current.form.setField('discount_rate', 30); });
    expect(result.current.form.fieldErrors).toEqual({});
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ discount_rate: 'Discount rate must be between 0 and 20.' });
    expect(env.api.count('POST', '/api/affiliate/links')).toBe(0);
    act(() => result.current.form.setField('discount_rate', 10));
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'success', successMessage: messages.linkGenerated, data: { url: 'http://app.test/?link=abc#pricing', copied: true } });
    expect(result.current.form.values.name).toBe('');
    expect(writeText).toHaveBeenCalledWith('http://app.test/?link=abc#pricing');
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Blog', commission_rate: 30, discount_rate: 10 });
    env.api.route('POST /api/affiliate/links', { status: 403, body: { detail: 'Only an approved affiliate can do that' } });
    act(() => result.current.form.setField('name', 'Again'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe(messages.linkNotApproved);
    expect(result.current.form.values.name).toBe('Again');
  });

  it('needs a signed-in user for links', async () => {
    const { result } = renderWithApi(() => useCreateLink(), createTestEnv());
    act(() => result.current.form.setField('name', 'Blog'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe(messages.authRequiredTitle);
  });

  it('maps coupon errors', async () => {
    const env = createTestEnv({ 'POST /api/affiliate/coupons': { status: 409, body: { detail: 'duplicate key violates unique constraint' } } });
    env.signInAs({});
    const { result } = renderWithApi(() => useCreateCoupon(), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ name: messages.couponNameRequired });
    act(() => result.current.form.setField('name', 'SAVE'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe(messages.couponExists);
    env.api.route('POST /api/affiliate/coupons', { status: 500, body: { detail: 'x' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe(messages.couponFailed);
    env.api.route('POST /api/affiliate/coupons', { body: { id: 'c', code: 'SAVE' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'success', successMessage: messages.couponGenerated, errorMessage: null });
  });
});

describe('useFilteredList', () => {
  const items = [{ name: 'Blog', is_active: true }, { name: 'Video', is_active: false }, { name: 'Blog 2', is_active: false }];
  it('searches, filters by status and counts', () => {
    const { result } = renderHook(() => useFilteredList(items, { fields: ['name'] }));
    expect(result.current.count).toBe('3 of 3');
    act(() => result.current.setQuery('blog'));
    expect(result.current.count).toBe('2 of 3');
    act(() => result.current.setStatus('inactive'));
    expect(result.current.items).toEqual([items[2]]);
    act(() => result.current.setQuery('zzz'));
    expect(result.current).toMatchObject({ noMatches: true, isEmpty: false });
    expect(renderHook(() => useFilteredList([], { fields: ['name'] })).result.current).toMatchObject({ isEmpty: true, noMatches: false });
  });
});

describe('useSimulator', () => {
  it('validates inputs and computes with the SDK formula', () => {
    const { result } = renderHook(() => useSimulator());
    expect(result.current.result).toMatchObject({ conversions: 0.5, points: 10 });
    expect(result.current.fieldErrors).toEqual({});
    act(() => result.current.setUsers('0'));
    expect(result.current).toMatchObject({ fieldErrors: { users: messages.usersMin }, result: null });
    act(() => { result.current.setUsers(10); result.current.setCommission(60); });
    expect(result.current.fieldErrors).toEqual({ commission: messages.commissionRange });
  });
});

describe('useAffiliateApplication', () => {
  const values = {
    phone: '123', location: 'Oslo', audience_size: '1k_10k' as const, marketing_channels: ['blog' as const],
    experience_description: 'x'.repeat(50), motivation: 'y'.repeat(30),
  };

  it('redirects signed-out users with the auth toast', () => {
    const onRedirect = vi.fn();
    const { result } = renderWithApi(() => useAffiliateApplication({ onRedirect }), createTestEnv());
    expect(result.current).toMatchObject({ view: 'redirect', redirect: { reason: 'signedOut', to: '/affiliates' } });
    expect(onRedirect).toHaveBeenCalledWith(expect.objectContaining({ toast: { title: messages.authRequiredTitle, description: messages.authRequiredBody } }));
  });

  it('redirects approved affiliates and shows an existing application', async () => {
    const env = createTestEnv(approvedRoutes);
    env.signInAs({});
    const a = renderWithApi(() => useAffiliateApplication(), env);
    await waitFor(() => expect(a.result.current).toMatchObject({ view: 'redirect', redirect: { reason: 'alreadyAffiliate' } }));
    const env2 = createTestEnv({ 'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: { id: 'x', status: 'pending' } } });
    env2.signInAs({});
    const b = renderWithApi(() => useAffiliateApplication(), env2);
    await waitFor(() => expect(b.result.current).toMatchObject({ view: 'status', statusLabel: 'Pending Review' }));
  });

  it('says what it is loading: the application status once the user is known', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: null } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateApplication(), env);
    expect(result.current).toMatchObject({ view: 'loading', checking: 'application' });
    await waitFor(() => expect(result.current.view).toBe('form'));
  });

  it('shows the form with the load message when the status check fails, and none when it works', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { status: 502, text: '<html>Bad gateway</html>' } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateApplication(), env);
    await waitFor(() => expect(result.current).toMatchObject({ view: 'form', statusMessage: messages.loadFailed, statusError: { status: 502 } }));
    env.api.route('GET /api/affiliate/profile', { body: { is_affiliate: false, status: 'none' } });
    env.api.route('GET /api/affiliate/applications', { body: null });
    await act(async () => { await result.current.refresh(); });
    expect(result.current).toMatchObject({ view: 'form', statusError: null, statusMessage: null });
  });

  it('prefills, validates, maps submit errors and confirms success', async () => {
    const env = createTestEnv({ 'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: null } });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateApplication(), env);
    await waitFor(() => expect(result.current.view).toBe('form'));
    expect(result.current.form.values).toMatchObject({ full_name: 'Ann Example', email: 'ann@example.com' });
    await act(async () => { await result.current.submit(); });
    const expected = fieldErrorsOf(validateApplication({ ...result.current.form.values }));
    expect(expected.phone).toBeTruthy();
    expect(result.current.form.fieldErrors).toEqual(expected);
    act(() => { for (const [k, v] of Object.entries(values)) result.current.form.setField(k as keyof typeof values, v as never); });
    expect(result.current.form.fieldErrors.phone).toBeUndefined();
    env.api.route('POST /api/affiliate/applications', { status: 409, body: { detail: 'You have already submitted an application' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe(messages.alreadySubmitted);
    env.api.route('POST /api/affiliate/applications', { status: 400, body: { detail: 'Weird' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe('Failed to submit application: Weird');
    env.api.route('POST /api/affiliate/applications', { body: { id: 'new', status: 'pending' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ view: 'submitted', successMessage: messages.applicationSubmitted });
    const body = env.api.calls.filter((c) => c.method === 'POST').at(-1)?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('website');
  });

  it('a success answer without data keeps the form and says the submit failed', async () => {
    const env = createTestEnv({
      'GET /api/affiliate/profile': { body: { is_affiliate: false, status: 'none' } }, 'GET /api/affiliate/applications': { body: null },
      'POST /api/affiliate/applications': { status: 204 },
    });
    env.signInAs({});
    const { result } = renderWithApi(() => useAffiliateApplication(), env);
    await waitFor(() => expect(result.current.view).toBe('form'));
    act(() => { for (const [k, v] of Object.entries(values)) result.current.form.setField(k as keyof typeof values, v as never); });
    await act(async () => { expect(await result.current.submit()).toBeNull(); });
    expect(result.current).toMatchObject({ view: 'form', errorMessage: messages.submitNoData, successMessage: null });
  });
});

describe('useAdminApplications', () => {
  const list = { applications: [{ id: 'p1', status: 'pending' }], counts: { pending: 1, approved: 0, rejected: 0, total: 1 } };
  it('gives signedOut / denied states', async () => {
    expect(renderWithApi(() => useAdminApplications(), createTestEnv()).result.current.status).toBe('signedOut');
    const env = createTestEnv();
    env.signInAs({ role: 'user' });
    expect(renderWithApi(() => useAdminApplications(), env).result.current).toMatchObject({ status: 'denied', user: { email: 'ann@example.com' } });
    const env403 = createTestEnv({ 'GET /api/admin/affiliate-applications': { status: 403, body: { detail: 'Admins only' } } });
    env403.signInAs({ role: 'admin' });
    const r = renderWithApi(() => useAdminApplications(), env403);
    await waitFor(() => expect(r.result.current.status).toBe('denied'));
  });

  it('lists, approves, requires reject notes and refreshes after each decision', async () => {
    const env = createTestEnv({
      'GET /api/admin/affiliate-applications': { body: list },
      'POST /api/admin/affiliate-applications/p1/approve': { body: { id: 'p1', status: 'approved' } },
      'POST /api/admin/affiliate-applications/p1/reject': { body: { id: 'p1', status: 'rejected' } },
    });
    env.signInAs({ role: 'admin' });
    const { result } = renderWithApi(() => useAdminApplications(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', counts: { pending: 1, total: 1 } }));
    await act(async () => { expect(await result.current.decide('p1', 'reject', '  ')).toBeUndefined(); });
    expect(result.current.form.fieldErrors).toEqual({ notes: messages.rejectNotesRequired });
    expect(env.api.calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    expect(result.current.canReject('')).toBe(false);
    expect(result.current.canReject('Not a fit')).toBe(true);
    const before = env.api.count('GET', '/api/admin/affiliate-applications');
    await act(async () => { expect(await result.current.decide('p1', 'reject', ' Not a fit ')).toMatchObject({ status: 'rejected' }); });
    expect(env.api.calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ notes: 'Not a fit' });
    await act(async () => { await result.current.decide('p1', 'approve', ''); });
    expect(env.api.count('GET', '/api/admin/affiliate-applications')).toBe(before + 2);
    expect(result.current.review).toMatchObject({ status: 'success', variables: { id: 'p1', decision: 'approve' } });
  });

  it('a failed decision shows the server message and still refreshes the list', async () => {
    const env = createTestEnv({
      'GET /api/admin/affiliate-applications': { body: list },
      'POST /api/admin/affiliate-applications/p1/approve': { status: 409, body: { detail: 'Already reviewed' } },
    });
    env.signInAs({ role: 'admin' });
    const { result } = renderWithApi(() => useAdminApplications(), env);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = env.api.count('GET', '/api/admin/affiliate-applications');
    await act(async () => { expect(await result.current.decide('p1', 'approve', '')).toBeUndefined(); });
    expect(result.current.errorMessage).toBe('Already reviewed');
    expect(env.api.count('GET', '/api/admin/affiliate-applications')).toBe(before + 1);
    act(() => result.current.clearErrors());
    expect(result.current.errorMessage).toBeNull();
  });
});
