// The member's own account (product §14): settings, e-mail and password changes, the export and
// deletion. Authorization, validation and atomicity of each write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletion, accountMessages, type AccountExport, type AccountSettings } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { planMember } from './planMembers';

type Member = Awaited<ReturnType<TestApp['member']>>;

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

const settings = async (m: Member) => (await t.req<AccountSettings>('GET', '/api/account/settings', { token: m.token })).body;
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
const linkToken = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('settings', () => {
  it('start from the defaults: USD, price-alert and payout e-mails on, product news off', async () => {
    const m = await t.member('settings-defaults@example.com');
    expect(await settings(m)).toEqual({
      email: 'settings-defaults@example.com', full_name: 'Test Member', created_at: expect.any(String), pending_email: null,
      base_currency: 'USD', notifications: { price_alerts: true, product_news: false, payouts: true },
    });
  });

  it('change what is sent and keep the rest, for this member only', async () => {
    const m = await t.member('settings-change@example.com');
    const other = await t.member('settings-other@example.com');
    const r = await t.req<AccountSettings>('PUT', '/api/account/settings', { token: m.token, body: { base_currency: 'EUR' } });
    expect([r.status, r.body.base_currency, r.body.notifications]).toEqual([200, 'EUR', { price_alerts: true, product_news: false, payouts: true }]);
    const n = await t.req<AccountSettings>('PUT', '/api/account/settings', { token: m.token, body: { notifications: { price_alerts: false, product_news: true, payouts: false } } });
    expect([n.body.base_currency, n.body.notifications]).toEqual(['EUR', { price_alerts: false, product_news: true, payouts: false }]);
    expect((await settings(m)).notifications).toEqual({ price_alerts: false, product_news: true, payouts: false });
    expect((await settings(other)).base_currency).toBe('USD');
  });

  it.each([
    [{ base_currency: 'eur' }, 'base_currency', accountMessages.currencyInvalid],
    [{ base_currency: 'XAU' }, 'base_currency', accountMessages.currencyInvalid],
    [{ base_currency: 12 }, 'base_currency', accountMessages.currencyInvalid],
    [{ notifications: { newsletter: true } }, 'notifications', 'Unknown e-mail choice newsletter'],
    [{ notifications: { payouts: 'yes' } }, 'notifications', 'notifications.payouts must be true or false'],
    [{ notifications: [true] }, 'notifications', 'notifications must be an object'],
  ])('refuse %j on its field, changing nothing', async (body, field, error) => {
    const m = await t.member(`settings-bad-${Math.random().toString(36).slice(2, 8)}@example.com`);
    const r = await t.req<Json>('PUT', '/api/account/settings', { token: m.token, body: { ...body } });
    expect([r.status, r.body]).toEqual([400, { error, field }]);
    expect((await settings(m)).base_currency).toBe('USD');
  });

  it('refuse a setting that does not exist', async () => {
    const m = await t.member('settings-unknown@example.com');
    expect((await t.req('PUT', '/api/account/settings', { token: m.token, body: { theme: 'dark' } })).body).toEqual({ error: 'Unknown setting theme' });
  });
});

describe('changing the e-mail address', () => {
  it('checks the address and the password before anything is sent', async () => {
    const m = await t.member('email-checks@example.com');
    const sent = t.mails.length;
    const post = (body: unknown) => t.req<Json>('POST', '/api/account/email', { token: m.token, body });
    expect((await post({ new_email: 'new@example.com' })).body).toEqual({ error: accountMessages.currentPasswordRequired, field: 'password' });
    expect((await post({ new_email: 'new@example.com', password: 'wrong-password' })).body).toEqual({ error: accountMessages.currentPasswordWrong, field: 'password' });
    expect((await post({ new_email: 'not an address', password: 'password-123' })).body).toEqual({ error: 'Please enter a valid email address', field: 'new_email' });
    expect((await post({ new_email: 'EMAIL-checks@example.com', password: 'password-123' })).body).toEqual({ error: accountMessages.newEmailSame, field: 'new_email' });
    expect(t.mails.length).toBe(sent);
    expect((await settings(m)).pending_email).toBeNull();
  });

  it('takes effect only once the link sent to the new address is opened; the old address is told twice', async () => {
    const m = await t.member('email-old@example.com');
    const r = await t.req<Json>('POST', '/api/account/email', { token: m.token, body: { new_email: ' Email-New@Example.com ', password: 'password-123' } });
    expect([r.status, r.body]).toEqual([202, { message: accountMessages.emailChangeSent('email-new@example.com'), pending_email: 'email-new@example.com' }]);
    expect((await settings(m)).pending_email).toBe('email-new@example.com');
    expect(mailsTo('email-old@example.com').at(-1)?.subject).toBe('Your e-mail address is about to change');
    // Until then the account keeps its address.
    expect((await t.req('POST', '/api/auth/signin', { body: { email: 'email-old@example.com', password: 'password-123' } })).status).toBe(200);

    const link = t.lastLink('email-new@example.com', /\/confirm-email\?token=/);
    expect(link.startsWith(`${t.config.appUrl}/confirm-email?token=`)).toBe(true);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM email_changes WHERE user_id = $1', [m.id]);
    expect(stored[0]?.token_hash).not.toBe(linkToken(link));

    const c = await t.req<Json>('POST', '/api/account/email/confirm', { body: { token: linkToken(link) } });
    expect([c.status, c.body]).toEqual([200, { message: accountMessages.emailConfirmed('email-new@example.com'), email: 'email-new@example.com' }]);
    expect(mailsTo('email-old@example.com').at(-1)?.subject).toBe('Your e-mail address was changed');
    expect((await t.req<Json>('POST', '/api/auth/signin', { body: { email: 'email-old@example.com', password: 'password-123' } })).body.error).toBe('Invalid login credentials');
    expect((await t.req('POST', '/api/auth/signin', { body: { email: 'email-new@example.com', password: 'password-123' } })).status).toBe(200);
    // The session in use goes on, and the link works once.
    expect((await settings(m))).toMatchObject({ email: 'email-new@example.com', pending_email: null });
    expect((await t.req<Json>('POST', '/api/account/email/confirm', { body: { token: linkToken(link) } })).body).toEqual({ error: accountMessages.emailLinkInvalid });
  });

  it('a link expires after 24 hours; a new request or a cancel voids the earlier link', async () => {
    const m = await t.member('email-expiry@example.com');
    const ask = (to: string) => t.req('POST', '/api/account/email', { token: m.token, body: { new_email: to, password: 'password-123' } });
    await ask('expiry-1@example.com');
    const first = t.lastLink('expiry-1@example.com', /confirm-email/);
    await ask('expiry-2@example.com');
    expect((await t.req('POST', '/api/account/email/confirm', { body: { token: linkToken(first) } })).status).toBe(400);
    const second = t.lastLink('expiry-2@example.com', /confirm-email/);
    expect((await t.req('DELETE', '/api/account/email', { token: m.token })).body).toEqual({ cancelled: true });
    expect((await settings(m)).pending_email).toBeNull();
    expect((await t.req('POST', '/api/account/email/confirm', { body: { token: linkToken(second) } })).status).toBe(400);

    await ask('expiry-3@example.com');
    const third = t.lastLink('expiry-3@example.com', /confirm-email/);
    t.clock.advance(24 * 3600 + 1);
    expect((await settings({ ...m, token: await t.signIn('email-expiry@example.com') })).pending_email).toBeNull();
    expect((await t.req('POST', '/api/account/email/confirm', { body: { token: linkToken(third) } })).status).toBe(400);
    expect((await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [m.id]))[0]?.email).toBe('email-expiry@example.com');
  });

  it("never says that an address belongs to someone else: the same answer, and that address's owner gets a notice, not a link", async () => {
    const m = await t.member('email-asker@example.com');
    await t.member('email-owner@example.com');
    const before = mailsTo('email-owner@example.com').length;
    const r = await t.req<Json>('POST', '/api/account/email', { token: m.token, body: { new_email: 'email-owner@example.com', password: 'password-123' } });
    expect([r.status, r.body]).toEqual([202, { message: accountMessages.emailChangeSent('email-owner@example.com'), pending_email: 'email-owner@example.com' }]);
    const notices = mailsTo('email-owner@example.com').slice(before);
    expect(notices.map((n) => n.subject)).toEqual(['Someone tried to use your e-mail address']);
    expect(notices[0]!.links.some((l) => l.includes('confirm-email'))).toBe(false);
  });

  it('an address taken after the link was sent is refused when the link is opened (409), and the account keeps its address', async () => {
    const m = await t.member('email-race@example.com');
    await t.req('POST', '/api/account/email', { token: m.token, body: { new_email: 'email-race-new@example.com', password: 'password-123' } });
    const link = t.lastLink('email-race-new@example.com', /confirm-email/);
    await t.member('email-race-new@example.com');
    const c = await t.req<Json>('POST', '/api/account/email/confirm', { body: { token: linkToken(link) } });
    expect([c.status, c.body]).toEqual([409, { error: accountMessages.emailTaken }]);
    expect((await settings(m)).email).toBe('email-race@example.com');
  });
});

describe('changing the password', () => {
  it('checks the current password and the rules of a new one', async () => {
    const m = await t.member('password-checks@example.com');
    const post = (body: unknown) => t.req<Json>('POST', '/api/account/password', { token: m.token, body });
    expect((await post({ current_password: 'password-123', new_password: 'short' })).body).toEqual({ error: 'Password must be at least 8 characters long', field: 'new_password' });
    expect((await post({ current_password: 'wrong-password', new_password: 'long-enough-1' })).body).toEqual({ error: accountMessages.currentPasswordWrong, field: 'current_password' });
    expect((await post({ new_password: 'long-enough-1' })).body).toEqual({ error: accountMessages.currentPasswordRequired, field: 'current_password' });
    expect((await post({ current_password: 'password-123', new_password: 'password-123' })).body).toEqual({ error: accountMessages.newPasswordSame, field: 'new_password' });
    expect((await t.req('GET', '/api/auth/me', { token: m.token })).status).toBe(200);
  });

  it('ends every other session and API token; this browser goes on with the session it gets back', async () => {
    const m = await planMember(t, 'password-change@example.com', 'pro');
    const otherSession = await t.req<{ token: string; refresh_token: string }>('POST', '/api/auth/signin', { body: { email: m.email, password: 'password-123' } });
    const apiToken = (await t.req<{ token: string }>('POST', '/api/tokens/', { token: m.token, body: { name: 'Script' } })).body.token;
    expect((await t.req('GET', '/api/portfolio/', { token: apiToken })).status).toBe(200);

    const r = await t.req<{ message: string; token: string; refresh_token: string }>('POST', '/api/account/password', {
      token: m.token, body: { current_password: 'password-123', new_password: 'brand-new-password' },
    });
    expect([r.status, r.body.message]).toEqual([200, accountMessages.passwordChanged]);
    expect((await t.req('GET', '/api/auth/me', { token: r.body.token })).status).toBe(200);
    expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: r.body.refresh_token } })).status).toBe(200);

    for (const old of [m.token, otherSession.body.token, apiToken]) expect((await t.req('GET', '/api/portfolio/', { token: old })).status).toBe(401);
    for (const old of [m.refresh, otherSession.body.refresh_token]) expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: old } })).status).toBe(401);
    expect(await t.db.query('SELECT id FROM api_tokens WHERE user_id = $1', [m.id])).toEqual([]);
    expect((await t.req('POST', '/api/auth/signin', { body: { email: m.email, password: 'password-123' } })).status).toBe(401);
    expect((await t.req('POST', '/api/auth/signin', { body: { email: m.email, password: 'brand-new-password' } })).status).toBe(200);
    expect(mailsTo(m.email).at(-1)?.subject).toBe('Your password was changed');
  });

  it('five changes sent at once: exactly one wins, and only its password signs in', async () => {
    const m = await t.member('password-race@example.com');
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => t.req('POST', '/api/account/password', {
      token: m.token, body: { current_password: 'password-123', new_password: `racing-password-${i}` },
    })));
    const won = results.map((r, i) => (r.status === 200 ? i + 1 : null)).filter((i) => i !== null);
    expect(won).toHaveLength(1);
    for (const i of [1, 2, 3, 4, 5]) {
      const s = await t.req('POST', '/api/auth/signin', { body: { email: m.email, password: `racing-password-${i}` } });
      expect(s.status).toBe(i === won[0] ? 200 : 401);
    }
  });

  it('allows at most 10 password checks a minute per member', async () => {
    const m = await t.member('password-limit@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.req('POST', '/api/account/password', { token: m.token, body: { current_password: `guess-${i}`, new_password: 'another-password' } })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    t.clock.advance(61);
  });
});

describe('the export', () => {
  it("holds the member's data and nothing secret, and nothing of anyone else's", async () => {
    const m = await planMember(t, 'export-me@example.com', 'pro');
    const other = await t.member('export-other@example.com');
    const otherPortfolio = (await t.req<{ id: string }>('POST', '/api/portfolio/', { token: other.token, body: { name: 'Not mine' } })).body.id;
    const p = (await t.req<{ id: string }>('POST', '/api/portfolio/', { token: m.token, body: { name: 'Core' } })).body.id;
    await t.req('POST', '/api/transaction/', { token: m.token, body: { portfolio_id: p, symbol: 'AAPL', type: 'buy', quantity: 2, price: 150.25, executed_at: '2026-01-05T15:00:00Z' } });
    await t.req('POST', '/api/alerts/', { token: m.token, body: { symbol: 'MSFT', condition: 'above', threshold: 9999 } });
    const secret = (await t.req<{ token: string }>('POST', '/api/tokens/', { token: m.token, body: { name: 'Sheet' } })).body.token;
    await t.req('PUT', '/api/account/settings', { token: m.token, body: { base_currency: 'CHF' } });

    const r = await t.req<AccountExport>('GET', '/api/account/export', { token: m.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const data = r.body;
    expect(data).toMatchObject({ format: 'portfolio-tracker-export', version: 1, account: { id: m.id, email: m.email }, settings: { base_currency: 'CHF' } });
    expect(data.portfolios.map((x) => x.name)).toEqual(['Core']);
    expect(data.transactions).toEqual([expect.objectContaining({ portfolio_id: p, symbol: 'AAPL', type: 'buy', quantity: 2, price: 150.25, executed_at: '2026-01-05T15:00:00.000Z' })]);
    expect(data.price_alerts).toEqual([expect.objectContaining({ symbol: 'MSFT', condition: 'above', threshold: 9999 })]);
    expect(data.api_tokens).toEqual([expect.objectContaining({ name: 'Sheet', prefix: secret.slice(0, 7) })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ plan_id: 'pro', status: 'active' })]);
    expect(data.invoices.length).toBeGreaterThan(0);
    expect(data.payment_methods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    const text = JSON.stringify(data);
    for (const hidden of [secret, m.token, m.refresh, 'scrypt$', 'password_hash', 'token_hash', otherPortfolio, other.email]) expect(text).not.toContain(hidden);
  });

  it("of an affiliate holds the application, links and the commissions with customers masked", async () => {
    const a = await t.affiliate('export-affiliate@example.com');
    const customer = await t.member('export-customer@example.com');
    await t.req('POST', '/api/affiliate/links', { token: a.token, body: { name: 'Blog', commission_rate: 30, discount_rate: 10 } });
    const profile = (await t.db.query<{ id: string }>('SELECT id FROM affiliate_profiles WHERE user_id = $1', [a.id]))[0]!;
    await t.db.query("INSERT INTO conversions (affiliate_id, referred_user_id, amount, commission, rate, status) VALUES ($1, $2, 99.9, 29.97, 30, 'pending')", [profile.id, customer.id]);
    const data = (await t.req<AccountExport>('GET', '/api/account/export', { token: a.token })).body;
    expect(data.affiliate.application).toMatchObject({ email: 'export-affiliate@example.com', status: 'approved' });
    expect(data.affiliate.links).toEqual([expect.objectContaining({ name: 'Blog', commission_rate: 30, discount_rate: 10, is_active: true })]);
    expect(data.affiliate.commissions).toEqual([expect.objectContaining({ amount: 99.9, commission: 29.97, status: 'pending', customer: 'e***@e***.com' })]);
    expect(JSON.stringify(data)).not.toContain('export-customer@example.com');
  });
});

describe('deleting the account', () => {
  it('needs the password; an administrator cannot delete theirs here', async () => {
    const m = await t.member('delete-checks@example.com');
    expect((await t.req('POST', '/api/account/delete', { token: m.token, body: {} })).body).toEqual({ error: accountMessages.currentPasswordRequired, field: 'password' });
    expect((await t.req('POST', '/api/account/delete', { token: m.token, body: { password: 'wrong-password' } })).body).toEqual({ error: accountMessages.currentPasswordWrong, field: 'password' });
    expect((await t.req('GET', '/api/auth/me', { token: m.token })).status).toBe(200);
    const admin = await t.admin();
    expect((await t.req('POST', '/api/account/delete', { token: admin.token, body: { password: t.config.adminPassword } })).body).toEqual({ error: accountMessages.adminCannotDelete });
  });

  it('removes the data, cancels the subscription, keeps the invoices anonymised, and the address is free again', async () => {
    const m = await planMember(t, 'delete-me@example.com', 'pro');
    const p = (await t.req<{ id: string }>('POST', '/api/portfolio/', { token: m.token, body: { name: 'Gone' } })).body.id;
    await t.req('POST', '/api/transaction/', { token: m.token, body: { portfolio_id: p, symbol: 'KO', type: 'buy', quantity: 1, price: 60, executed_at: '2026-01-05T15:00:00Z' } });
    await t.req('POST', '/api/alerts/', { token: m.token, body: { symbol: 'KO', condition: 'above', threshold: 9999 } });
    await t.req('POST', '/api/tokens/', { token: m.token, body: { name: 'Sheet' } });
    await t.req('PUT', '/api/account/settings', { token: m.token, body: { base_currency: 'EUR' } });
    const invoices = (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1', [m.id])).map((i) => i.id);
    expect(invoices.length).toBeGreaterThan(0);

    const r = await t.req<Json>('POST', '/api/account/delete', { token: m.token, body: { password: 'password-123' } });
    expect([r.status, r.body]).toEqual([200, { message: accountMessages.accountDeleted, kept: [...accountDeletion.kept] }]);
    expect(mailsTo('delete-me@example.com').at(-1)?.subject).toBe('Your account was deleted');

    expect((await t.req<Json>('POST', '/api/auth/signin', { body: { email: 'delete-me@example.com', password: 'password-123' } })).body.error).toBe('Invalid login credentials');
    expect((await t.req('GET', '/api/auth/me', { token: m.token })).status).toBe(401);
    expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } })).status).toBe(401);
    for (const table of ['portfolios', 'transactions', 'price_alerts', 'api_tokens', 'refresh_tokens', 'payment_methods', 'account_settings', 'notifications']) {
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [m.id]), table).toEqual([]);
    }
    expect(await t.db.query("SELECT status FROM subscriptions WHERE user_id = $1 AND status <> 'cancelled'", [m.id])).toEqual([]);
    expect((await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1', [m.id])).map((i) => i.id)).toEqual(invoices);
    const tombstone = (await t.db.query<{ email: string; full_name: string; deleted_at: Date | null }>('SELECT email, full_name, deleted_at FROM users WHERE id = $1', [m.id]))[0]!;
    expect([tombstone.email, tombstone.full_name, tombstone.deleted_at !== null]).toEqual([`deleted-${m.id}@deleted.invalid`, 'Deleted member', true]);
    expect((await t.req('POST', '/api/auth/signup', { body: { email: 'delete-me@example.com', password: 'password-123', full_name: 'Second Life' } })).status).toBe(201);
  });

  it("of an affiliate: unpaid commissions voided, an open payout rejected, paid ones kept, links stopped", async () => {
    const a = await t.affiliate('delete-affiliate@example.com');
    const customer = await t.member('delete-affiliate-customer@example.com');
    await t.req('POST', '/api/affiliate/links', { token: a.token, body: { name: 'Blog', commission_rate: 30, discount_rate: 10 } });
    const profile = (await t.db.query<{ id: string }>('SELECT id FROM affiliate_profiles WHERE user_id = $1', [a.id]))[0]!;
    const payout = (await t.db.query<{ id: string }>("INSERT INTO payouts (affiliate_id, amount, status, requested_at) VALUES ($1, 60, 'requested', now()) RETURNING id", [profile.id]))[0]!;
    for (const [status, payoutId] of [['paid', null], ['approved', payout.id], ['pending', null]] as const) {
      await t.db.query('INSERT INTO conversions (affiliate_id, referred_user_id, amount, commission, rate, status, payout_id) VALUES ($1, $2, 100, 30, 30, $3, $4)', [profile.id, customer.id, status, payoutId]);
    }
    expect((await t.req('POST', '/api/account/delete', { token: a.token, body: { password: 'password-123' } })).status).toBe(200);
    const rows = await t.db.query<{ status: string; void_reason: string | null; payout_id: string | null }>('SELECT status, void_reason, payout_id FROM conversions WHERE affiliate_id = $1 ORDER BY status', [profile.id]);
    expect(rows).toEqual([
      { status: 'paid', void_reason: null, payout_id: null },
      { status: 'voided', void_reason: 'Account deleted', payout_id: null },
      { status: 'voided', void_reason: 'Account deleted', payout_id: null },
    ]);
    expect((await t.db.query('SELECT status, rejection_reason FROM payouts WHERE id = $1', [payout.id]))[0]).toEqual({ status: 'rejected', rejection_reason: 'Account deleted' });
    expect(await t.db.query('SELECT 1 FROM affiliate_links WHERE affiliate_id = $1 AND is_active', [profile.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM affiliate_applications WHERE user_id = $1', [a.id])).toEqual([]);
  });

  it('writes racing the deletion leave nothing behind', async () => {
    const m = await t.member('delete-race@example.com');
    const writes = Array.from({ length: 8 }, (_, i) => t.req('POST', '/api/portfolio/', { token: m.token, body: { name: `Race ${i}` } }));
    const deletion = t.req('POST', '/api/account/delete', { token: m.token, body: { password: 'password-123' } });
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    expect((await deletion).status).toBe(200);
    expect(statuses.every((s) => s === 201 || s === 401)).toBe(true);
    expect(await t.db.query('SELECT name FROM portfolios WHERE user_id = $1', [m.id])).toEqual([]);
  });
});

describe('e-mail choices', () => {
  it('a fired price alert is e-mailed unless the member turned it off; the bell gets it either way', async () => {
    const quiet = await planMember(t, 'alerts-quiet@example.com', 'pro');
    const told = await planMember(t, 'alerts-told@example.com', 'pro');
    await t.req('PUT', '/api/account/settings', { token: quiet.token, body: { notifications: { price_alerts: false } } });
    for (const m of [quiet, told]) await t.req('POST', '/api/alerts/', { token: m.token, body: { symbol: 'AAPL', condition: 'above', threshold: 1 } });
    expect(mailsTo(quiet.email).filter((x) => x.links.some((l) => l.endsWith('/app/alerts')))).toEqual([]);
    expect(mailsTo(told.email).filter((x) => x.links.some((l) => l.endsWith('/app/alerts')))).toHaveLength(1);
    const bell = await t.req<{ unread: number }>('GET', '/api/notifications/unread-count', { token: quiet.token });
    expect(bell.body.unread).toBeGreaterThan(0);
  });
});
