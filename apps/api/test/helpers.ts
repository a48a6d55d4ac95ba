import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createServer } from '../src/app';
import { devDefaults, type Config, type Mailer, type OutgoingMail } from '../src/context';
import { migrate, openDb, type Db } from '../src/db';
import { createPgliteDb } from '../src/db/pglite';
import { seedBase } from '../src/seed';
import type { CardProvider } from '../src/payments/provider';
import type { MarketDataProvider } from '../src/marketData/provider';

/** The migrated empty database globalSetup.ts dumped, read once per worker. */
let template: Blob | undefined;

/**
 * In-memory PGlite (started from the migrated dump of test/globalSetup.ts, so a file does not run
 * every migration again), or a fresh schema in TEST_DATABASE_URL's PostgreSQL.
 */
export async function testDb(): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = inject('pgliteTemplate');
    if (file) template ??= new Blob([readFileSync(file)]);
    const db = template ? await createPgliteDb(undefined, { loadDataDir: template }) : await openDb({});
    // Nothing to apply when it started from the dump; it checks, as main.ts does at every start.
    if (template) await migrate(db);
    return { db, cleanup: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openDb({ databaseUrl: url, searchPath: schema });
  return {
    db,
    cleanup: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export interface Res<T = unknown> { status: number; body: T; headers: Headers }
export type Json = Record<string, unknown> & { error?: string };

export class FakeClock {
  constructor(public ms = Date.parse('2026-06-01T12:00:00Z')) {}
  now(): Date { return new Date(this.ms); }
  advance(seconds: number): void { this.ms += seconds * 1000; }
}

/**
 * seams: test-only replacements passed to createServer (cardProvider: e.g. a slow provider that widens race windows;
 * log: receives the server's log lines, which are dropped otherwise).
 */
export async function makeTestApp(
  overrides: Partial<Config> = {},
  seams: {
    cardProvider?: CardProvider; log?: (line: string) => void; mailer?: Mailer; drainMail?: boolean;
    marketProviders?: MarketDataProvider[]; marketBackgroundSync?: boolean;
  } = {},
) {
  const { db, cleanup } = await testDb();
  const mails: OutgoingMail[] = [];
  const clock = new FakeClock();
  const config = devDefaults({ authRateLimit: 10_000, ...overrides });
  // mailer: what receives the mail the outbox sends (the `mails` list unless a test passes a real transport).
  const transport = seams.mailer;
  const mailer: Mailer = transport
    ? { deliver: async (m: OutgoingMail) => { await transport.deliver(m); mails.push(m); } }
    : { deliver: (m: OutgoingMail) => void mails.push(m) };
  const deps = { db, mailer, clock, config, log: () => undefined };
  await seedBase(deps);
  // checkAlerts: the price-alert check main.ts runs on a timer; tests call it with the clock's time.
  const { app, checkAlerts, outbox, market } = createServer({
    ...deps, ...(seams.cardProvider ? { cardProvider: seams.cardProvider } : {}), ...(seams.log ? { log: seams.log } : {}),
    ...(seams.marketProviders ? { marketProviders: seams.marketProviders } : {}),
    ...(seams.marketBackgroundSync !== undefined ? { marketBackgroundSync: seams.marketBackgroundSync } : {}),
  });

  /** `ip`: the client's socket address as the Node server would see it (in-process requests have none). */
  async function req<T = Json>(
    method: string,
    path: string,
    o: { body?: unknown; token?: string | undefined; headers?: Record<string, string>; raw?: string; ip?: string } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.body !== undefined || o.raw !== undefined) headers['content-type'] = 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const init: RequestInit = { method, headers };
    if (o.raw !== undefined) init.body = o.raw;
    else if (o.body !== undefined) init.body = JSON.stringify(o.body);
    const res = await app.request(path, init, o.ip ? { incoming: { socket: { remoteAddress: o.ip } } } : undefined);
    const text = await res.text();
    // The mail a request queued is sent as main.ts's timer would, so `mails` holds it when the call returns.
    if (seams.drainMail !== false) await outbox.drain();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) body = text ? JSON.parse(text) : null;
    return { status: res.status, body: body as T, headers: res.headers };
  }

  function lastLink(to: string, pattern: RegExp): string {
    const m = [...mails].reverse().find((x) => x.to === to && x.links.some((l) => pattern.test(l)));
    const link = m?.links.find((l) => pattern.test(l));
    if (!link) throw new Error(`no mail to ${to} with a link like ${pattern}`);
    return link;
  }

  /** Signs up, follows the verification link, signs in. */
  async function member(email: string, password = 'password-123', full_name = 'Test Member') {
    const s = await req<{ user: { id: string } }>('POST', '/api/auth/signup', { body: { email, password, full_name } });
    if (s.status !== 201) throw new Error(`signup ${s.status} ${JSON.stringify(s.body)}`);
    const token = new URL(lastLink(email, /access_token=/)).searchParams.get('access_token');
    const v = await req('POST', '/api/auth/verify-email', { body: { token } });
    if (v.status !== 200) throw new Error(`verify ${v.status}`);
    const si = await req<{ token: string; refresh_token: string; user: { id: string } }>('POST', '/api/auth/signin', { body: { email, password } });
    return { id: si.body.user.id, email, token: si.body.token, refresh: si.body.refresh_token };
  }

  async function signIn(email: string, password = 'password-123'): Promise<string> {
    const si = await req<{ token: string }>('POST', '/api/auth/signin', { body: { email, password } });
    if (si.status !== 200) throw new Error(`signin ${si.status}`);
    return si.body.token;
  }

  async function admin() {
    const si = await req<{ token: string; user: { id: string } }>('POST', '/api/auth/signin', { body: { email: config.adminEmail, password: config.adminPassword } });
    return { id: si.body.user.id, token: si.body.token };
  }

  async function apply(token: string, email: string) {
    return req<{ id: string; status: string }>('POST', '/api/affiliate/applications', { token, body: validApplication(email) });
  }

  /** A member whose application an admin approved. */
  async function affiliate(email: string) {
    const m = await member(email, 'password-123', 'Affi Liate');
    const a = await apply(m.token, email);
    const ad = await admin();
    const r = await req('POST', `/api/admin/affiliate-applications/${a.body.id}/approve`, { token: ad.token, body: { notes: 'ok' } });
    if (r.status !== 200) throw new Error(`approve ${r.status}`);
    return m;
  }

  // Background market syncs started by requests end before the database closes.
  const close = async () => {
    await market.settle();
    await cleanup();
  };
  return { app, db, mails, clock, config, req, lastLink, member, signIn, admin, apply, affiliate, checkAlerts, outbox, market, close };
}
export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export function validApplication(email: string) {
  return {
    full_name: 'Affi Liate',
    email,
    phone: '+1 555 0100',
    location: 'Berlin, Germany',
    audience_size: '10k_50k',
    marketing_channels: ['youtube', 'blog'],
    experience_description: 'I have run a personal finance channel for five years with weekly videos.',
    motivation: 'I want to recommend a tracker I actually use myself.',
  };
}
