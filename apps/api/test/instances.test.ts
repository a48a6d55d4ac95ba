// Two API processes on one PostgreSQL behave as one: the sign-in rate limit and click
// de-duplication are counted in the database, so a second instance does not double them, and what
// one instance computed and cached from a portfolio is never served after the other wrote to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db';
import { hashPassword } from '../src/lib/crypto';
import type { PortfolioOverview, PortfolioPerformance } from '@pt/api';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const AUTH_RATE_LIMIT = 4;
const children: ChildProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
  await dropDatabase?.();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh database on the test server, dropped after the file. */
async function freshDatabase(url: string): Promise<string> {
  const name = `pt_instances_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function startInstance(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NODE_ENV: 'test', AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr += d.toString(); });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return base;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance did not start: ${stderr}`);
}

/** Waits, if needed, until at least `ms` of the current minute (a rate-limit window) remain. */
async function atLeastLeftInMinute(ms: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((r) => setTimeout(r, left + 50));
}

describe.skipIf(!adminUrl)('two API instances on one PostgreSQL (runs with TEST_DATABASE_URL: bash apps/api/scripts/with-postgres.sh)', () => {
  it('share the sign-in rate limit and click de-duplication, and start side by side on an empty database', { timeout: 180_000 }, async () => {
    const databaseUrl = await freshDatabase(adminUrl as string);
    // Both start at once on the empty database: each tries to apply the migrations.
    const [a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);

    const db = await openDb({ databaseUrl });
    let linkId: string;
    try {
      const user = (await db.query<{ id: string }>(`INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ('aff@example.com', 'Aff', 'x', true) RETURNING id`))[0];
      const profile = (await db.query<{ id: string }>('INSERT INTO affiliate_profiles (user_id) VALUES ($1) RETURNING id', [user?.id]))[0];
      linkId = String((await db.query<{ id: string }>(`INSERT INTO affiliate_links (affiliate_id, name, commission_rate, discount_rate) VALUES ($1, 'Blog', 30, 10) RETURNING id`, [profile?.id]))[0]?.id);
    } finally {
      await db.close();
    }
    const click = (base: string, i: number) =>
      fetch(`${base}/api/affiliate/track/click`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': `agent-${i}` }, body: JSON.stringify({ link_id: linkId }) });
    const clicks = await Promise.all(Array.from({ length: 10 }, (_, i) => click(i % 2 ? a : b, i)));
    expect(clicks.map((r) => r.status)).toEqual(Array(10).fill(200));
    const check = await openDb({ databaseUrl });
    try {
      expect((await check.query<{ clicks: number }>('SELECT clicks FROM affiliate_links WHERE id = $1', [linkId]))[0]?.clicks).toBe(1);
    } finally {
      await check.close();
    }

    const signIn = (base: string) =>
      fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }) });
    await atLeastLeftInMinute(20_000);
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT; i++) statuses.push((await signIn(i % 2 ? a : b)).status);
    expect(statuses).toEqual(Array(AUTH_RATE_LIMIT).fill(401));
    const overA = await signIn(a);
    const overB = await signIn(b);
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(Number(overB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("see each other's writes in the overview and the performance they cache", { timeout: 180_000 }, async () => {
    const databaseUrl = await freshDatabase(adminUrl as string);
    const [a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);
    const db = await openDb({ databaseUrl });
    try {
      await db.query(`INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ('investor@example.com', 'Investor', $1, true)`, [await hashPassword('password-123')]);
    } finally {
      await db.close();
    }
    const call = async <T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${base}${path}`, {
        method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status).toBeLessThan(300);
      return (await res.json()) as T;
    };
    const { token } = await call<{ token: string }>(a, 'POST', '/api/auth/signin', undefined, { email: 'investor@example.com', password: 'password-123' });
    const { id } = await call<{ id: string }>(a, 'POST', '/api/portfolio', token, { name: 'Main' });
    const buy = (base: string, symbol: string) => call(base, 'POST', '/api/transaction', token, { portfolio_id: id, symbol, type: 'buy', quantity: 2, price: 100, executed_at: '2025-03-03T15:00:00Z' });
    const symbols = async (base: string) => (await call<PortfolioOverview>(base, 'GET', `/api/portfolio/${id}/overview`, token)).holdings.map((h) => h.symbol);
    const lastValue = async (base: string) => (await call<PortfolioPerformance>(base, 'GET', `/api/portfolio/${id}/performance?range=1M`, token)).points.at(-1)!.value;
    await buy(a, 'AAPL');
    // Both cache the portfolio now.
    expect([await symbols(a), await symbols(b)]).toEqual([['AAPL'], ['AAPL']]);
    const before = await lastValue(b);
    await buy(a, 'MSFT');
    expect(await symbols(b)).toEqual(['AAPL', 'MSFT']);
    expect(await lastValue(b)).toBeGreaterThan(before);
    await buy(b, 'KO');
    expect(await symbols(a)).toEqual(['AAPL', 'KO', 'MSFT']);
  });

  it('refuse at once a session ended or a plan lost through the other instance, the answer cached (product §10.27)', { timeout: 180_000 }, async () => {
    const databaseUrl = await freshDatabase(adminUrl as string);
    const [a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);
    const db = await openDb({ databaseUrl });
    try {
      await db.query(`INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ('premium@example.com', 'Premium', $1, true)`, [await hashPassword('password-123')]);
      const send = (base: string, method: string, path: string, token?: string, body?: unknown) => fetch(`${base}${path}`, {
        method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = async <T>(res: Response): Promise<T> => {
        expect(res.status).toBeLessThan(300);
        return (await res.json()) as T;
      };
      const { token } = await json<{ token: string }>(await send(a, 'POST', '/api/auth/signin', undefined, { email: 'premium@example.com', password: 'password-123' }));
      await json(await send(a, 'POST', '/api/subscription/create-subscription', token, { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' }));
      const { id } = await json<{ id: string }>(await send(a, 'POST', '/api/portfolio', token, { name: 'Main' }));
      await json(await send(a, 'POST', '/api/transaction', token, { portfolio_id: id, symbol: 'AAPL', type: 'buy', quantity: 2, price: 100, executed_at: '2025-03-03T15:00:00Z' }));
      const chart = (base: string, t: string) => send(base, 'GET', `/api/portfolio/${id}/performance?range=1M&benchmark=SPY`, t);
      // Both instances answer, and keep the answer.
      const cached = await json<PortfolioPerformance>(await chart(b, token));
      expect(await json<PortfolioPerformance>(await chart(a, token))).toEqual(cached);
      expect((await chart(b, token)).status).toBe(200);

      // The plan ends (what the provider's webhook or the renewal writes, on any instance): both refuse the benchmark at once.
      await db.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = (SELECT id FROM users WHERE email = 'premium@example.com')`);
      const locked = await chart(b, token);
      expect([locked.status, ((await locked.json()) as { code?: string }).code]).toEqual([403, 'feature_locked']);
      expect((await chart(a, token)).status).toBe(403);
      await db.query(`UPDATE subscriptions SET status = 'active' WHERE user_id = (SELECT id FROM users WHERE email = 'premium@example.com')`);
      expect(await json<PortfolioPerformance>(await chart(b, token))).toEqual(cached);

      // A password change on A ends the session everywhere: B refuses the old token at the next request, the new one answers.
      const changed = await json<{ token: string }>(await send(a, 'POST', '/api/account/password', token, { current_password: 'password-123', new_password: 'password-456' }));
      expect((await chart(b, token)).status).toBe(401);
      expect((await send(b, 'GET', `/api/portfolio/${id}/overview`, token)).status).toBe(401);
      expect(await json<PortfolioPerformance>(await chart(b, changed.token))).toEqual(cached);
    } finally {
      await db.close();
    }
  });
});
