import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_SECONDS, SIGN_UP_MESSAGE } from '../src/routes/auth';
import { planMember } from './planMembers';
import { sha256 } from '../src/lib/crypto';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const r = await t.req<Json>('GET', '/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
  it('unknown routes are a JSON 404', async () => {
    const r = await t.req<Json>('GET', '/api/nope');
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Not found');
  });
});

describe('sign-up and verification', () => {
  it('signs up, mails a verification link to the landing page, refuses sign-in until verified', async () => {
    const r = await t.req<{ user: { id: string; email: string; full_name: string }; message: string }>('POST', '/api/auth/signup', {
      body: { email: 'Alice@Example.com', password: 'password-123', full_name: '  Alice A ' },
    });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ email: 'alice@example.com', full_name: 'Alice A' });
    const link = new URL(t.lastLink('alice@example.com', /access_token=/));
    expect(link.origin).toBe('http://localhost:8080');
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('email')).toBe('alice@example.com');
    const jwt = link.searchParams.get('access_token') ?? '';
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Json;
    expect(payload).toMatchObject({ email: 'alice@example.com', email_verified: false, purpose: 'verify', sub: r.body.user.id });

    const early = await t.req<Json>('POST', '/api/auth/signin', { body: { email: 'alice@example.com', password: 'password-123' } });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe('Email not confirmed');

    const v = await t.req<{ token: string; refresh_token: string }>('POST', '/api/auth/verify-email', { body: { token: jwt } });
    expect(v.status).toBe(200);
    const me = await t.req<Json>('GET', '/api/auth/me', { token: v.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'alice@example.com', full_name: 'Alice A', role: 'user', is_admin: false });
    expect(typeof me.body.created_at).toBe('string');

    const si = await t.req<Json>('POST', '/api/auth/signin', { body: { email: 'ALICE@example.com', password: 'password-123' } });
    expect(si.status).toBe(200);
    expect(si.body).toHaveProperty('token');
    expect(si.body).toHaveProperty('refresh_token');
    expect(si.body.user).toMatchObject({ email: 'alice@example.com', role: 'user', is_admin: false });
  });

  it('a second sign-up with the same e-mail (any case) answers like a new one and creates nothing (product §15.9)', async () => {
    const r = await t.req<Json>('POST', '/api/auth/signup', { body: { email: 'ALICE@example.com', password: 'password-123', full_name: 'Other' } });
    expect([r.status, r.body.message]).toEqual([201, SIGN_UP_MESSAGE]);
    expect((await t.db.query('SELECT id FROM users WHERE lower(email) = $1', ['alice@example.com'])).length).toBe(1);
    expect(t.mails.at(-1)).toMatchObject({ to: 'alice@example.com', subject: 'You already have an account', kind: 'account_exists' });
  });

  it.each([
    [{ password: 'password-123', full_name: 'Al' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'password-123', full_name: 'Al' }, 'Please enter a valid email address'],
    [{ email: 'x@y.co', password: 'password-123' }, 'Full name is required'],
    [{ email: 'x@y.co', password: 'password-123', full_name: ' A ' }, 'Full name must be at least 2 characters'],
    [{ email: 'x@y.co', full_name: 'Al' }, 'Password is required'],
    [{ email: 'x@y.co', password: 'short', full_name: 'Al' }, 'Password must be at least 8 characters long'],
  ])('validates sign-up %#', async (body, message) => {
    const r = await t.req<Json>('POST', '/api/auth/signup', { body });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(message);
  });

  it('rejects malformed JSON and non-object bodies', async () => {
    expect((await t.req<Json>('POST', '/api/auth/signup', { raw: '{oops' })).body.error).toBe('Request body must be valid JSON');
    expect((await t.req<Json>('POST', '/api/auth/signup', { raw: '[1]' })).status).toBe(400);
  });

  it('rejects an invalid or tampered verification token', async () => {
    const r = await t.req<Json>('POST', '/api/auth/verify-email', { body: { token: 'a.b.c' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('Invalid or expired');
  });

  it('verification tokens expire after 24 hours', async () => {
    await t.req('POST', '/api/auth/signup', { body: { email: 'late@example.com', password: 'password-123', full_name: 'Late' } });
    const jwt = new URL(t.lastLink('late@example.com', /access_token=/)).searchParams.get('access_token');
    t.clock.advance(24 * 3600 + 1);
    const r = await t.req<Json>('POST', '/api/auth/verify-email', { body: { token: jwt } });
    expect(r.status).toBe(400);
  });
});

describe('sign-in', () => {
  it('unknown e-mail and wrong password both answer Invalid login credentials', async () => {
    await t.member('bob@example.com');
    for (const body of [{ email: 'nobody@example.com', password: 'password-123' }, { email: 'bob@example.com', password: 'wrong-password' }]) {
      const r = await t.req<Json>('POST', '/api/auth/signin', { body });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('Invalid login credentials');
    }
  });
  it('requires both fields', async () => {
    expect((await t.req<Json>('POST', '/api/auth/signin', { body: { password: 'x' } })).body.error).toBe('Email is required');
    expect((await t.req<Json>('POST', '/api/auth/signin', { body: { email: 'a@b.co' } })).body.error).toBe('Password is required');
  });
  it('the seeded admin is verified and has role admin', async () => {
    const a = await t.admin();
    const me = await t.req<Json>('GET', '/api/auth/me', { token: a.token });
    expect(me.body).toMatchObject({ role: 'admin', is_admin: true, email: 'admin@portfoliotracker.local' });
  });
  it('me needs a valid, unexpired token', async () => {
    expect((await t.req('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.req('GET', '/api/auth/me', { token: 'garbage' })).status).toBe(401);
    const m = await t.member('exp@example.com');
    t.clock.advance(901);
    const r = await t.req<Json>('GET', '/api/auth/me', { token: m.token });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('Invalid or expired token');
  });
});

describe('refresh tokens', () => {
  it('rotate, and reuse of an old one revokes the whole family', async () => {
    const m = await t.member('carol@example.com');
    const r1 = await t.req<{ token: string; refresh_token: string }>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } });
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).not.toBe(m.refresh);
    expect((await t.req('GET', '/api/auth/me', { token: r1.body.token })).status).toBe(200);

    t.clock.advance(REFRESH_GRACE_SECONDS + 1);
    const reuse = await t.req<Json>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toContain('reuse');
    // The legitimate newest token of the family is revoked too.
    const after = await t.req<Json>('POST', '/api/auth/refresh', { body: { refresh_token: r1.body.refresh_token } });
    expect(after.status).toBe(401);
  });
  it('presented 50 times at once by one client: one rotation, and every request gets the same new pair (product §15.5)', async () => {
    const m = await t.member('two-tabs@example.com');
    const ua = { 'user-agent': 'Tab/1.0' };
    const all = await Promise.all(Array.from({ length: 50 }, () =>
      t.req<{ token: string; refresh_token: string }>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh }, ip: '198.51.100.20', headers: ua })));
    expect(all.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(all.map((r) => r.body.refresh_token)).size).toBe(1);
    expect(new Set(all.map((r) => r.body.token)).size).toBe(1);
    const pair = all[0]!.body;
    expect(pair.refresh_token).not.toBe(m.refresh);
    // Seconds later, the same again; the family stays alive and the new token rotates as usual.
    t.clock.advance(REFRESH_GRACE_SECONDS - 1);
    const again = await t.req<{ token: string; refresh_token: string }>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh }, ip: '198.51.100.20', headers: ua });
    expect([again.status, again.body]).toEqual([200, pair]);
    expect((await t.req('GET', '/api/auth/me', { token: pair.token })).status).toBe(200);
    const next = await t.req<{ refresh_token: string }>('POST', '/api/auth/refresh', { body: { refresh_token: pair.refresh_token }, ip: '198.51.100.20', headers: ua });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(pair.refresh_token);
    // The family holds three tokens: the one presented, its one successor, and the next.
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)', [sha256(m.refresh)]);
    expect(Number(rows[0]?.n)).toBe(3);
  });

  it('presented again by another client, or by the same one after the window, it is reuse and revokes the family', async () => {
    const ua = { 'user-agent': 'Tab/1.0' };
    for (const [email, second] of [
      ['other-client@example.com', { ip: '203.0.113.99', headers: ua, wait: 0 }],
      ['other-agent@example.com', { ip: '198.51.100.21', headers: { 'user-agent': 'Thief/2.0' }, wait: 0 }],
      ['late-tab@example.com', { ip: '198.51.100.21', headers: ua, wait: REFRESH_GRACE_SECONDS + 1 }],
    ] as const) {
      const m = await t.member(email);
      const first = await t.req<{ refresh_token: string }>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh }, ip: '198.51.100.21', headers: ua });
      expect(first.status).toBe(200);
      t.clock.advance(second.wait);
      const reuse = await t.req<Json>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh }, ip: second.ip, headers: second.headers });
      expect([email, reuse.status, reuse.body.error]).toEqual([email, 401, 'Refresh token reuse detected; please sign in again']);
      expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: first.body.refresh_token }, ip: '198.51.100.21', headers: ua })).status).toBe(401);
    }
  });

  it('an unknown refresh token is a 401, a missing one a 400', async () => {
    expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: 'nope' } })).status).toBe(401);
    expect((await t.req<Json>('POST', '/api/auth/refresh', { body: {} })).body.error).toBe('refresh_token is required');
  });
  it('sign-out revokes the refresh token family', async () => {
    const m = await t.member('dave@example.com');
    const so = await t.req<Json>('POST', '/api/auth/signout', { token: m.token, body: { refresh_token: m.refresh } });
    expect(so.status).toBe(200);
    expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('always answers 200, mails a link only for known accounts, and the link works once', async () => {
    const m = await t.member('erin@example.com');
    const before = t.mails.length;
    const unknown = await t.req<Json>('POST', '/api/auth/reset-password', { body: { email: 'ghost@example.com' } });
    expect(unknown.status).toBe(200);
    expect(t.mails.length).toBe(before);
    const r = await t.req<Json>('POST', '/api/auth/reset-password', { body: { email: 'erin@example.com' } });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(unknown.body.message);
    const link = new URL(t.lastLink('erin@example.com', /reset-password\?token=/));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');
    expect((await t.req<Json>('POST', '/api/auth/reset-password/confirm', { body: { token, password: 'short' } })).body.error).toBe(
      'Password must be at least 8 characters long',
    );
    const ok = await t.req('POST', '/api/auth/reset-password/confirm', { body: { token, password: 'new-password-456' } });
    expect(ok.status).toBe(200);
    expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } })).status).toBe(401);
    expect((await t.req('POST', '/api/auth/signin', { body: { email: 'erin@example.com', password: 'password-123' } })).status).toBe(401);
    expect((await t.req('POST', '/api/auth/signin', { body: { email: 'erin@example.com', password: 'new-password-456' } })).status).toBe(200);
    const again = await t.req<Json>('POST', '/api/auth/reset-password/confirm', { body: { token, password: 'third-password-789' } });
    expect(again.status).toBe(400);
  });
  it('needs an e-mail', async () => {
    const r = await t.req<Json>('POST', '/api/auth/reset-password', { body: {} });
    expect(r.body.error).toBe('Please enter your email address to reset your password.');
  });
});

describe('dev mailbox', () => {
  it('lists messages newest first, filtered by recipient', async () => {
    const r = await t.req<{ messages: { to: string; subject: string; links: string[]; created_at: string }[] }>('GET', '/dev/mailbox?to=erin@example.com');
    expect(r.status).toBe(200);
    expect(r.body.messages.length).toBeGreaterThanOrEqual(2);
    expect(r.body.messages.every((m) => m.to === 'erin@example.com')).toBe(true);
    expect(r.body.messages[0]?.subject).toBe('Reset your password');
    expect(r.body.messages[0]?.links[0]).toContain('/reset-password?token=');
  });
});

describe('rate limiting and protection', () => {
  it('limits /api/auth/* per client per minute with Retry-After', async () => {
    const limited = await makeTestApp({ authRateLimit: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.req('POST', '/api/auth/signin', { body: { email: 'a@b.co', password: 'x' } })).status).toBe(401);
      const r = await limited.req<Json>('POST', '/api/auth/signin', { body: { email: 'a@b.co', password: 'x' } });
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.req('GET', '/health')).status).toBe(200);
      limited.clock.advance(61);
      expect((await limited.req('POST', '/api/auth/signin', { body: { email: 'a@b.co', password: 'x' } })).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
  it('rejects bodies over 100 KB', async () => {
    const r = await t.req<Json>('POST', '/api/auth/signup', { raw: JSON.stringify({ email: 'x'.repeat(120_000) }), headers: { 'content-length': '120020' } });
    expect(r.status).toBe(413);
  });
  it('CORS allows the app origin and its twin only; security headers are set', async () => {
    const ok = await t.req('OPTIONS', '/api/auth/signin', { headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const bad = await t.req('GET', '/health', { headers: { origin: 'http://evil.example' } });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('credentials die with the password', () => {
  const resetLink = async (email: string): Promise<string> => {
    await t.req('POST', '/api/auth/reset-password', { body: { email } });
    return new URL(t.lastLink(email, /reset-password\?token=/)).searchParams.get('token') ?? '';
  };

  it('a reset link used by 10 parallel requests succeeds exactly once', async () => {
    await t.member('parallel@example.com');
    const token = await resetLink('parallel@example.com');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.req<Json>('POST', '/api/auth/reset-password/confirm', { body: { token, password: `parallel-password-${i}` } })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).map((r) => r.body.error)).toEqual(Array(9).fill('Invalid or expired reset link'));
    // The password that won is the one the successful request sent.
    const winner = results.findIndex((r) => r.status === 200);
    expect((await t.req('POST', '/api/auth/signin', { body: { email: 'parallel@example.com', password: `parallel-password-${winner}` } })).status).toBe(200);
  });

  it('a reset ends the access tokens, refresh tokens and verification links issued before it', async () => {
    const m = await t.member('reset-ends@example.com');
    const verifyToken = new URL(t.lastLink('reset-ends@example.com', /access_token=/)).searchParams.get('access_token');
    expect((await t.req('GET', '/api/auth/me', { token: m.token })).status).toBe(200);
    const olderReset = await resetLink('reset-ends@example.com');
    const token = await resetLink('reset-ends@example.com');
    expect((await t.req('POST', '/api/auth/reset-password/confirm', { body: { token, password: 'brand-new-password' } })).status).toBe(200);
    expect((await t.req('POST', '/api/auth/reset-password/confirm', { body: { token: olderReset, password: 'older-link-password' } })).status).toBe(400);

    const me = await t.req<Json>('GET', '/api/auth/me', { token: m.token });
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('Invalid or expired token');
    expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } })).status).toBe(401);
    const verify = await t.req<Json>('POST', '/api/auth/verify-email', { body: { token: verifyToken } });
    expect(verify.body.token).toBeUndefined();
    expect(verify.body.refresh_token).toBeUndefined();
    // A new sign-in works and its tokens do.
    const si = await t.req<{ token: string }>('POST', '/api/auth/signin', { body: { email: 'reset-ends@example.com', password: 'brand-new-password' } });
    expect((await t.req('GET', '/api/auth/me', { token: si.body.token })).status).toBe(200);
  });

  it('a reset ends the personal API tokens too (product §15.7)', async () => {
    const m = await planMember(t, 'token-reset@example.com', 'pro');
    const created = await t.req<{ token: string }>('POST', '/api/tokens', { token: m.token, body: { name: 'Script' } });
    expect(created.status).toBe(201);
    expect((await t.req('GET', '/api/portfolio', { token: created.body.token })).status).toBe(200);
    const token = await resetLink('token-reset@example.com');
    expect((await t.req('POST', '/api/auth/reset-password/confirm', { body: { token, password: 'after-reset-password' } })).status).toBe(200);
    const read = await t.req<Json>('GET', '/api/portfolio', { token: created.body.token });
    expect([read.status, read.body.error]).toEqual([401, 'Invalid or expired token']);
    const fresh = await t.signIn('token-reset@example.com', 'after-reset-password');
    expect((await t.req<unknown[]>('GET', '/api/tokens', { token: fresh })).body).toEqual([]);
  });

  it('an API token written with the old session version (a create racing the reset) is refused', async () => {
    const m = await planMember(t, 'token-race@example.com', 'pro');
    const created = await t.req<{ token: string; id: string }>('POST', '/api/tokens', { token: m.token, body: { name: 'Raced' } });
    await t.db.query('UPDATE users SET session_version = session_version + 1 WHERE email = $1', ['token-race@example.com']);
    expect((await t.req('GET', '/api/portfolio', { token: created.body.token })).status).toBe(401);
  });

  it('a refresh in flight during a reset cannot keep the session alive', async () => {
    const m = await t.member('refresh-race@example.com');
    const token = await resetLink('refresh-race@example.com');
    const [refreshed] = await Promise.all([
      t.req<{ token?: string; refresh_token?: string }>('POST', '/api/auth/refresh', { body: { refresh_token: m.refresh } }),
      t.req('POST', '/api/auth/reset-password/confirm', { body: { token, password: 'raced-password-1' } }),
    ]);
    if (refreshed.status === 200) {
      expect((await t.req('GET', '/api/auth/me', { token: refreshed.body.token })).status).toBe(401);
      expect((await t.req('POST', '/api/auth/refresh', { body: { refresh_token: refreshed.body.refresh_token } })).status).toBe(401);
    }
  });
});

describe('the verification link', () => {
  it('signs in on its first use only; opened again it says the address is verified, without a session', async () => {
    await t.req('POST', '/api/auth/signup', { body: { email: 'twice@example.com', password: 'password-123', full_name: 'Twice' } });
    const jwt = new URL(t.lastLink('twice@example.com', /access_token=/)).searchParams.get('access_token');
    const first = await t.req<Json>('POST', '/api/auth/verify-email', { body: { token: jwt } });
    expect(first.status).toBe(200);
    expect(typeof first.body.token).toBe('string');
    const again = await t.req<Json>('POST', '/api/auth/verify-email', { body: { token: jwt } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Your e-mail address is already verified. Please sign in.' });
  });

  it('opened after it expired, for an address already verified, says so too', async () => {
    await t.req('POST', '/api/auth/signup', { body: { email: 'old-link@example.com', password: 'password-123', full_name: 'Old Link' } });
    const jwt = new URL(t.lastLink('old-link@example.com', /access_token=/)).searchParams.get('access_token');
    expect((await t.req('POST', '/api/auth/verify-email', { body: { token: jwt } })).status).toBe(200);
    t.clock.advance(3 * 86_400);
    const late = await t.req<Json>('POST', '/api/auth/verify-email', { body: { token: jwt } });
    expect(late.status).toBe(200);
    expect(late.body.token).toBeUndefined();
  });

  it('of a second sign-up mail: the older link still verifies but only the first one used signs in', async () => {
    await t.req('POST', '/api/auth/signup', { body: { email: 'resent@example.com', password: 'password-123', full_name: 'Resent' } });
    const older = new URL(t.lastLink('resent@example.com', /access_token=/)).searchParams.get('access_token');
    await t.req('POST', '/api/auth/resend-verification', { body: { email: 'resent@example.com' } });
    const newer = new URL(t.lastLink('resent@example.com', /access_token=/)).searchParams.get('access_token');
    const results = await Promise.all([older, newer, older].map((token) => t.req<Json>('POST', '/api/auth/verify-email', { body: { token } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => typeof r.body.token === 'string')).toHaveLength(1);
  });
});
