// E-mail that arrives (product §15.1-§15.2): the outbox row written in the event's transaction,
// sent over real SMTP (an in-process smtp-server) with text and HTML in the product's look,
// retried with backoff on a temporary refusal, recorded as failed (and shown to admins) on a
// permanent one or after the last attempt, never sent twice by two workers at once, and never a
// link or token in a log line in production. Plus sign-up that does not reveal a taken address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { queueMail } from '../src/mail/outbox';
import { MAX_MAIL_ATTEMPTS, makeOutboxWorker, retryDelaySeconds } from '../src/mail/outboxWorker';
import { smtpMailer } from '../src/mail/smtpMailer';
import { mailTemplates, sampleMails } from '../src/mail/templates';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { startSmtpSink, type SmtpSink } from './support/smtpSink';

const FROM = 'Portfolio Tracker <no-reply@portfoliotracker.test>';
let sink: SmtpSink;
let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await makeTestApp({ smtpUrl: sink.url, mailFrom: FROM }, { mailer: smtpMailer(sink.url, FROM), log: (l) => logs.push(l) });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const arrived = (to: string) => sink.received.filter((m) => m.to.includes(to));
const outboxRow = async (to: string) => (await t.db.query<Json & { status: string; attempts: number; last_error: string | null; next_attempt_at: Date | null; body: string; html: string | null }>(
  'SELECT * FROM email_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1', [to]))[0];

describe('over SMTP', () => {
  it('sign-up’s verification arrives with a text and an HTML body, from MAIL_FROM, and the link in both verifies', async () => {
    const r = await t.req('POST', '/api/auth/signup', { body: { email: 'smtp-new@example.com', password: 'password-123', full_name: 'Ada <b>Lovelace</b>' } });
    expect(r.status).toBe(201);
    const [mail, ...more] = arrived('smtp-new@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ from: '"Portfolio Tracker" <no-reply@portfoliotracker.test>', subject: 'Confirm your e-mail address' });
    const link = /https?:\/\/\S+access_token=\S+/.exec(mail!.text)?.[0] ?? '';
    expect(link).toContain('/?access_token=');
    expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));
    // The member's name is text in the HTML, never markup.
    expect(mail!.html).toContain('Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
    expect(mail!.html).not.toContain('<b>Lovelace');
    expect(mail!.messageId).toMatch(/^<outbox-\d+@portfoliotracker\.test>$/);
    expect(await outboxRow('smtp-new@example.com')).toMatchObject({ status: 'sent', attempts: 1, kind: 'verify_email' });
    const verified = await t.req('POST', '/api/auth/verify-email', { body: { token: new URL(link).searchParams.get('access_token') } });
    expect(verified.status).toBe(200);
  });

  it('a temporary refusal is tried again after 30 s, then 60 s, and then arrives once', async () => {
    sink.refuseNext(451, 2);
    await t.req('POST', '/api/auth/reset-password', { body: { email: 'smtp-new@example.com' } });
    const first = await outboxRow('smtp-new@example.com');
    expect(first).toMatchObject({ kind: 'reset_password', status: 'pending', attempts: 1 });
    expect(first!.last_error).toMatch(/^SMTP 451/);
    expect(new Date(first!.next_attempt_at!).getTime()).toBe(t.clock.ms + 30_000);
    expect(await t.outbox.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    t.clock.advance(30);
    expect(await t.outbox.drain()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(new Date((await outboxRow('smtp-new@example.com'))!.next_attempt_at!).getTime()).toBe(t.clock.ms + 60_000);
    t.clock.advance(60);
    expect(await t.outbox.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(arrived('smtp-new@example.com').filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
    expect(await outboxRow('smtp-new@example.com')).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('the backoff doubles up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });

  it('a permanent refusal fails at once, and admins see it with the relay’s answer, never its body', async () => {
    sink.refuseNext(550);
    await t.req('POST', '/api/auth/signup', { body: { email: 'bounce@example.com', password: 'password-123', full_name: 'Bounce' } });
    expect(await outboxRow('bounce@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
    const admin = await t.admin();
    const page = await t.req<{ mails: Json[]; counts: Json; next_before: string | null }>('GET', '/api/admin/mail?status=failed', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body.counts).toMatchObject({ failed: 1 });
    expect(page.body.mails).toEqual([{
      id: expect.any(String), to: 'bounce@example.com', subject: 'Confirm your e-mail address', kind: 'verify_email', status: 'failed', attempts: 1,
      last_error: expect.stringMatching(/^SMTP 550/), created_at: expect.any(String), sent_at: null, failed_at: expect.any(String), next_attempt_at: null,
    }]);
    expect(JSON.stringify(page.body)).not.toContain('access_token');
    expect((await t.req('GET', '/api/admin/mail?status=lost', { token: admin.token })).status).toBe(400);
    expect(logs.some((l) => l.includes(`#${String(page.body.mails[0]!.id)} (verify_email) failed for good after 1 attempt(s): SMTP 550`))).toBe(true);
  });

  it('a relay that cannot be reached is tried MAX_MAIL_ATTEMPTS times, then the mail is failed', async () => {
    const dead = await makeTestApp({}, { mailer: smtpMailer('smtp://127.0.0.1:1', FROM) });
    try {
      await dead.req('POST', '/api/auth/reset-password', { body: { email: dead.config.adminEmail } });
      for (let i = 1; i < MAX_MAIL_ATTEMPTS; i++) {
        dead.clock.advance(retryDelaySeconds(i));
        await dead.outbox.drain();
      }
      const row = (await dead.db.query<Json>('SELECT status, attempts, last_error FROM email_outbox ORDER BY id DESC LIMIT 1'))[0];
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await dead.close();
    }
  });
});

describe('the outbox', () => {
  it('is written in the event’s transaction: rolled back with it, nothing is sent', async () => {
    await expect(t.db.transaction(async (tx) => {
      await queueMail({ ...t, log: () => undefined, mailer: { deliver: () => undefined } }, tx, 'rolled-back@example.com', mailTemplates.message({ subject: 'Never', text: 'Hello' }));
      throw new Error('the event failed');
    })).rejects.toThrow('the event failed');
    await t.outbox.drain();
    expect(await outboxRow('rolled-back@example.com')).toBeUndefined();
    expect(arrived('rolled-back@example.com')).toEqual([]);
  });

  it('two instances draining at once send each mail exactly once', async () => {
    const deps = { db: t.db, clock: t.clock, config: t.config, mailer: smtpMailer(sink.url, FROM), log: () => undefined };
    for (let i = 0; i < 30; i++) await queueMail(deps, t.db, `many-${i}@example.com`, mailTemplates.message({ subject: `Mail ${i}`, text: 'Hello' }));
    const [a, b, c] = [makeOutboxWorker(deps), makeOutboxWorker(deps), createServer(deps).outbox];
    const results = await Promise.all([a.drain(), b.drain(), c.drain()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
    const got = sink.received.filter((m) => m.to[0]?.startsWith('many-'));
    expect(got).toHaveLength(30);
    expect(new Set(got.map((m) => m.to[0])).size).toBe(30);
  });

  it('queues the mail of each event with its template: payout, affiliate decision and price alert have their own', () => {
    const names = Object.keys(sampleMails('https://app.example.com'));
    expect(names).toEqual(['verifyEmail', 'resetPassword', 'accountExists', 'payoutPaid', 'payoutRejected', 'affiliateApproved', 'affiliateRejected', 'priceAlert', 'message']);
    for (const [name, mail] of Object.entries(sampleMails('https://app.example.com'))) {
      expect(mail.html, name).toContain('Portfolio Tracker');
      expect(mail.html, name).toContain('#0f6b63'); // the kit's primary colour
      const link = /https:\/\/app\.example\.com\S*/.exec(mail.text)?.[0];
      expect(link, `${name} has a link`).toBeTruthy();
      expect(mail.html, name).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    }
    const evil = mailTemplates.payoutRejected({ name: 'Eve', amount: '$50.00', reason: '<img src=x onerror=alert(1)>', url: 'https://app.example.com/affiliates' });
    expect(evil.html).not.toContain('<img');
    expect(evil.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('in production', () => {
  it('no log line holds a link or token, a sent mail keeps no body, and the previews are gone', async () => {
    const prodLogs: string[] = [];
    const prod = await makeTestApp({ nodeEnv: 'production', smtpUrl: sink.url, mailFrom: FROM }, { mailer: smtpMailer(sink.url, FROM), log: (l) => prodLogs.push(l) });
    try {
      await prod.req('POST', '/api/auth/signup', { body: { email: 'prod-logs@example.com', password: 'password-123', full_name: 'Prod Logs' } });
      sink.refuseNext(451);
      await prod.req('POST', '/api/auth/reset-password', { body: { email: 'prod-logs@example.com' } });
      sink.refuseNext(550);
      await prod.req('POST', '/api/auth/reset-password', { body: { email: 'prod-logs@example.com' } });
      const mails = arrived('prod-logs@example.com');
      expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail address']);
      const secrets = mails.flatMap((m) => m.text.match(/(?:access_token|token)=[\w.-]+/g) ?? []);
      expect(secrets.length).toBeGreaterThan(0);
      expect(prodLogs.length).toBeGreaterThan(0);
      for (const line of prodLogs) {
        expect(line).not.toMatch(/https?:\/\//);
        expect(line).not.toMatch(/token=/);
        for (const s of secrets) expect(line).not.toContain(s.split('=')[1]);
      }
      const rows = await prod.db.query<{ status: string; body: string; html: string | null; links: unknown }>('SELECT status, body, html, links FROM email_outbox WHERE to_email = $1 ORDER BY id', ['prod-logs@example.com']);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'pending', 'failed']);
      for (const r of rows.filter((x) => x.status !== 'pending')) expect([r.body, r.html, r.links]).toEqual(['', null, []]);
      for (const path of ['/dev/mailbox', '/dev/mail/templates', '/dev/mail/templates/verifyEmail', '/dev/mailbox/1.html']) {
        expect((await prod.req('GET', path)).status, path).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });

  it('in development the previews render each template, and a stored mail’s HTML opens without scripts', async () => {
    const list = await t.req<{ templates: { name: string; html: string; text: string }[] }>('GET', '/dev/mail/templates');
    expect(list.body.templates.map((x) => x.name)).toContain('priceAlert');
    const html = await t.req<string>('GET', '/dev/mail/templates/payoutPaid');
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    expect(html.body).toContain('Your payout was sent');
    expect((await t.req<string>('GET', '/dev/mail/templates/payoutPaid?format=text')).body).toMatch(/^Subject: Your payout of \$88\.34 was sent/);
    expect((await t.req('GET', '/dev/mail/templates/constructor')).status).toBe(404);
    const id = (await t.db.query<{ id: string }>(`SELECT id::text AS id FROM email_outbox WHERE html IS NOT NULL ORDER BY id LIMIT 1`))[0]!.id;
    const stored = await t.req<string>('GET', `/dev/mailbox/${id}.html`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('sign-up never tells whether an address is taken (product §15.9)', () => {
  it('a taken address gets the same answer, and its owner an e-mail with a reset link instead', async () => {
    const owner = await t.member('taken@example.com', 'owners-password-1', 'Owner');
    const before = arrived('taken@example.com').length;
    const fresh = await t.req<{ user: Json; message: string }>('POST', '/api/auth/signup', { body: { email: 'untaken@example.com', password: 'password-123', full_name: 'New' } });
    const taken = await t.req<{ user: Json; message: string }>('POST', '/api/auth/signup', { body: { email: 'TAKEN@example.com', password: 'password-123', full_name: 'Someone' } });
    expect([taken.status, taken.body.message]).toEqual([fresh.status, fresh.body.message]);
    expect(Object.keys(taken.body.user)).toEqual(Object.keys(fresh.body.user));
    expect(taken.body.user).toMatchObject({ email: 'taken@example.com', full_name: 'Someone', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(taken.body.user.id).not.toBe(owner.id);
    const mails = arrived('taken@example.com').slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['You already have an account']);
    expect(mails[0]!.text).toContain('Hello Owner,');
    // The reset link in it works (and would confirm an unverified address).
    const reset = new URL(/https?:\/\/\S+reset-password\?token=\S+/.exec(mails[0]!.text)![0]).searchParams.get('token');
    expect((await t.req('POST', '/api/auth/reset-password/confirm', { body: { token: reset, password: 'owners-new-password' } })).status).toBe(200);
    // Asked again within the hour: the same answer, no second mail.
    expect((await t.req('POST', '/api/auth/signup', { body: { email: 'taken@example.com', password: 'password-123', full_name: 'Again' } })).status).toBe(201);
    expect(arrived('taken@example.com').slice(before)).toHaveLength(1);
    // The account is unchanged: the visitor's password does not sign in.
    expect((await t.req('POST', '/api/auth/signin', { body: { email: 'taken@example.com', password: 'password-123' } })).status).toBe(401);
  });
});
