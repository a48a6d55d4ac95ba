import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { accountMessages, type AccountExport, type AccountSettings } from '@pt/api';
import { useAccountSettings } from './useAccountSettings';
import { useChangeEmail, useChangePassword, useDeleteAccount } from './useAccountForms';
import { useAccountExport, type AccountExportFile } from './useAccountExport';
import { useConfirmEmailChange } from './useConfirmEmailChange';
import { useAuth } from './useAuth';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const SETTINGS: AccountSettings = {
  email: 'ann@example.com', full_name: 'Ann', created_at: '2026-01-01T00:00:00.000Z', pending_email: null,
  base_currency: 'USD', notifications: { price_alerts: false, product_news: false, payouts: true },
};

describe('useAccountSettings (product §14.3)', () => {
  it('shows a new choice at once and keeps what the server saved', async () => {
    const env = createTestEnv({
      'GET /api/account/settings': { body: SETTINGS },
      'PUT /api/account/settings': (req) => ({ body: { ...SETTINGS, ...(req.body as object), notifications: { ...SETTINGS.notifications, ...(req.body as { notifications?: object }).notifications } } }),
    });
    env.signInAs({ id: 'u1', email: 'ann@example.com' });
    const { result } = renderWithApi(() => useAccountSettings(), env);
    await waitFor(() => expect(result.current.settings).toEqual(SETTINGS));
    expect(result.current.currencyOptions).toContainEqual({ value: 'EUR', label: 'Euro (EUR)' });
    let saved: AccountSettings | undefined;
    await act(async () => { saved = await result.current.setNotification('product_news', true); });
    expect(env.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ notifications: { product_news: true } });
    expect(saved?.notifications.product_news).toBe(true);
    expect(result.current.settings?.notifications).toEqual({ price_alerts: false, product_news: true, payouts: true });
    await act(async () => { await result.current.setBaseCurrency('EUR'); });
    expect(result.current.settings?.base_currency).toBe('EUR');
  });

  it('goes back to the saved value when the server refuses, and says why', async () => {
    const env = createTestEnv({
      'GET /api/account/settings': { body: SETTINGS },
      'PUT /api/account/settings': { status: 500, body: {} },
    });
    env.signInAs({ id: 'u1', email: 'ann@example.com' });
    const { result } = renderWithApi(() => useAccountSettings(), env);
    await waitFor(() => expect(result.current.settings).not.toBeNull());
    let saved: AccountSettings | undefined = SETTINGS;
    await act(async () => { saved = await result.current.setBaseCurrency('EUR'); });
    expect(saved).toBeUndefined();
    expect(result.current.settings?.base_currency).toBe('USD');
    expect(result.current.save.errorMessage).toBe(accountMessages.saveFailed);
  });

  it('puts an address changed elsewhere into the session, so the header shows it', async () => {
    const env = createTestEnv({ 'GET /api/account/settings': { body: { ...SETTINGS, email: 'new@example.com' } } });
    env.signInAs({ id: 'u1', email: 'ann@example.com' });
    const { result } = renderWithApi(() => ({ s: useAccountSettings(), auth: useAuth() }), env);
    await waitFor(() => expect(result.current.auth).toMatchObject({ status: 'signedIn', user: { email: 'new@example.com' } }));
  });
});

describe('useChangeEmail (product §14.1)', () => {
  it("checks with the SDK's rules, puts the server's refusal on its field, then says where the link went", async () => {
    let reply: { status: number; body: unknown } = { status: 400, body: { error: accountMessages.currentPasswordWrong, field: 'password' } };
    const env = createTestEnv({ 'POST /api/account/email': () => reply, 'GET /api/account/settings': { body: SETTINGS } });
    env.signInAs({ id: 'u1', email: 'ann@example.com' });
    const { result } = renderWithApi(() => useChangeEmail('ann@example.com'), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ new_email: 'Email is required', password: accountMessages.currentPasswordRequired });
    expect(env.api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    act(() => { result.current.form.setField('new_email', 'new@example.com'); result.current.form.setField('password', 'wrong'); });
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ password: accountMessages.currentPasswordWrong });
    expect(result.current.errorMessage).toBeNull();
    expect(result.current.form.values.new_email).toBe('new@example.com');
    reply = { status: 202, body: { message: accountMessages.emailChangeSent('new@example.com'), pending_email: 'new@example.com' } };
    act(() => result.current.form.setField('password', 'right'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.successMessage).toBe(accountMessages.emailChangeSent('new@example.com'));
    expect(result.current.form.values).toEqual({ new_email: '', password: '' });
  });
});

describe('useChangePassword (product §14.2)', () => {
  it('keeps this browser signed in with the new session; a refusal goes on its field and keeps what was typed', async () => {
    let reply: { status: number; body: unknown } = { status: 400, body: { error: accountMessages.currentPasswordWrong, field: 'current_password' } };
    const env = createTestEnv({ 'POST /api/account/password': () => reply });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => ({ pw: useChangePassword(), auth: useAuth() }), env);
    act(() => {
      result.current.pw.form.setField('current_password', 'old-password');
      result.current.pw.form.setField('new_password', 'new-password-1');
      result.current.pw.form.setField('confirm_password', 'new-password-1');
    });
    await act(async () => { await result.current.pw.submit(); });
    expect(result.current.pw.form.fieldErrors).toEqual({ current_password: accountMessages.currentPasswordWrong });
    expect(result.current.pw.form.values.new_password).toBe('new-password-1');
    reply = { status: 200, body: { message: accountMessages.passwordChanged, token: 'tok-new', refresh_token: 'ref-new' } };
    await act(async () => { await result.current.pw.submit(); });
    expect(result.current.pw.successMessage).toBe(accountMessages.passwordChanged);
    expect(env.client.session.getToken()).toBe('tok-new');
    expect(result.current.auth.status).toBe('signedIn');
    expect(result.current.pw.form.values).toEqual({ current_password: '', new_password: '', confirm_password: '' });
  });
});

describe('useDeleteAccount (product §14.5)', () => {
  it('needs the password, and signs this browser out once the account is gone', async () => {
    const env = createTestEnv({ 'POST /api/account/delete': { body: { message: accountMessages.accountDeleted, kept: ['Invoices'] } } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => ({ del: useDeleteAccount(), auth: useAuth() }), env);
    await act(async () => { await result.current.del.submit(); });
    expect(result.current.del.form.fieldErrors).toEqual({ password: accountMessages.deleteConfirmRequired });
    act(() => result.current.del.form.setField('password', 'pw'));
    let answer: unknown;
    await act(async () => { answer = await result.current.del.submit(); });
    expect(answer).toEqual({ message: accountMessages.accountDeleted, kept: ['Invoices'] });
    expect(result.current.auth.status).toBe('signedOut');
  });
});

describe('useAccountExport (product §14.4)', () => {
  const data: AccountExport = {
    format: 'portfolio-tracker-export', version: 1, exported_at: '2026-06-01T00:00:00.000Z', account: { email: 'ann@example.com' }, settings: {},
    portfolios: [{ name: 'Core' }], transactions: [], price_alerts: [], notifications: [], friends: [], shared_portfolios: [], api_tokens: [],
    assistant_prompts: [], subscriptions: [], invoices: [], payment_methods: [], referral: null,
    affiliate: { application: null, profile: null, links: [], coupons: [], commissions: [], payouts: [] },
  };

  it('saves the document as JSON, or as CSV rows under Section, Record, Field, Value', async () => {
    const env = createTestEnv({ 'GET /api/account/export': { body: data } });
    env.signInAs({ id: 'u1' });
    const saved: AccountExportFile[] = [];
    const unparse = vi.fn((rows: readonly (readonly string[])[]) => rows.map((r) => r.join(',')).join('\n'));
    const { result } = renderWithApi(() => useAccountExport({ save: (f) => saved.push(f), loadCodec: async () => ({ parse: () => ({ rows: [], error: null }), unparse }) }), env);
    await act(async () => { await result.current.mutateAsync('json'); });
    expect(saved[0]!.fileName).toMatch(/^portfolio-tracker-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data);
    expect(result.current.successMessage).toBe(accountMessages.exportReady);
    await act(async () => { await result.current.mutateAsync('csv'); });
    expect(saved[1]!.fileName).toMatch(/\.csv$/);
    expect(await saved[1]!.blob.text()).toBe('Section,Record,Field,Value\naccount,,email,ann@example.com\nportfolios,1,name,Core');
  });

  it('says so when the export fails', async () => {
    const env = createTestEnv({ 'GET /api/account/export': { status: 500, body: {} } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAccountExport({ save: () => undefined }), env);
    await act(async () => { await result.current.mutateAsync('json').catch(() => undefined); });
    expect(result.current.errorMessage).toBe(accountMessages.exportFailed);
  });
});

describe('useConfirmEmailChange (product §14.1)', () => {
  it('posts the link once and shows the new address', async () => {
    const env = createTestEnv({ 'POST /api/account/email/confirm': { body: { message: accountMessages.emailConfirmed('new@example.com'), email: 'new@example.com' } } });
    const { result } = renderWithApi(() => useConfirmEmailChange('tok'), env);
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current).toEqual({ status: 'success', email: 'new@example.com', message: accountMessages.emailConfirmed('new@example.com') }));
    expect(env.api.count('POST', '/api/account/email/confirm')).toBe(1);
  });

  it("says an invalid link is invalid, and a failure to reach the server what it is", async () => {
    const env = createTestEnv({ 'POST /api/account/email/confirm': { status: 400, body: { error: accountMessages.emailLinkInvalid } } });
    const { result } = renderWithApi(() => useConfirmEmailChange('tok'), env);
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: accountMessages.emailLinkInvalid }));
    const none = renderWithApi(() => useConfirmEmailChange(null), env);
    expect(none.result.current).toEqual({ status: 'error', message: accountMessages.emailLinkInvalid });
    env.api.route('POST /api/account/email/confirm', () => new TypeError('Failed to fetch'));
    const offline = renderWithApi(() => useConfirmEmailChange('tok2'), env);
    await waitFor(() => expect(offline.result.current).toEqual({ status: 'error', message: accountMessages.emailConfirmFailed }));
  });
});
