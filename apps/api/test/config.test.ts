import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertSafeToListen, configFromEnv, isLoopbackHost } from '../src/config';
import { allowedOrigins } from '../src/lib/origins';
import { makeTestApp } from './helpers';

const MAIL = { SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465', MAIL_FROM: 'Portfolio Tracker <no-reply@example.com>' } as const;

describe('configuration', () => {
  it('has documented development defaults', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({ appUrl: 'http://localhost:8080', accessTokenTtl: 900, authRateLimit: 30, adminEmail: 'admin@portfoliotracker.local', adminPassword: 'admin-password-123', nodeEnv: 'development' });
    expect(c.stripeSecretKey).toBeUndefined();
  });
  it('requires JWT_SECRET in production and rejects bad numbers', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required');
    expect(configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 's', ...MAIL }).jwtSecret).toBe('s');
    expect(() => configFromEnv({ AUTH_RATE_LIMIT: 'many' })).toThrow('AUTH_RATE_LIMIT must be a positive integer');
  });
  it('production needs an SMTP relay and a sender; the URL is checked without echoing its password (product §15.1)', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 's' })).toThrow('SMTP_URL is required when NODE_ENV=production');
    expect(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 's', SMTP_URL: MAIL.SMTP_URL })).toThrow('MAIL_FROM is required');
    expect(configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 's', ...MAIL })).toMatchObject({ smtpUrl: MAIL.SMTP_URL, mailFrom: MAIL.MAIL_FROM });
    expect(() => configFromEnv({ SMTP_URL: 'https://user:hunter2@relay.example.com' })).toThrow('SMTP_URL must start with smtp:// or smtps:// (got https://…)');
    expect(() => configFromEnv({ SMTP_URL: 'https://user:hunter2@relay.example.com' })).not.toThrow('hunter2');
    expect(() => configFromEnv({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an e-mail address');
    expect(configFromEnv({ MAIL_FROM: 'no-reply@example.com' }).mailFrom).toBe('no-reply@example.com');
    // Development without a relay: the dev mailbox and the log.
    expect(configFromEnv({}).smtpUrl).toBeUndefined();
  });
  it('TRUST_PROXY counts the proxies in front of the API (none by default)', () => {
    expect(configFromEnv({}).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => configFromEnv({ TRUST_PROXY: '-1' })).toThrow('TRUST_PROXY must be a whole number, 0 or more');
    expect(() => configFromEnv({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be a whole number');
  });
  it('allows the app origin and its loopback twin only', () => {
    expect(allowedOrigins('http://localhost:8080/')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(allowedOrigins('https://app.example.com')).toEqual(['https://app.example.com']);
    expect(allowedOrigins('not a url')).toEqual([]);
  });
  it('hides the dev mailbox in production', async () => {
    const t = await makeTestApp({ nodeEnv: 'production' });
    try {
      expect((await t.req('GET', '/dev/mailbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('safe defaults on a network address', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'a-long-random-secret', ADMIN_PASSWORD: 'a-chosen-admin-password', ...MAIL };

  it('loopback names and addresses are this machine only', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'api.example.com', '128.0.0.1']) expect(isLoopbackHost(h)).toBe(false);
  });

  it('refuses a network HOST with the development secret, mailbox or admin password, saying what to set', () => {
    const message = (() => {
      try {
        assertSafeToListen('0.0.0.0', configFromEnv({}), {});
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain('Refusing to listen on HOST=0.0.0.0');
    expect(message).toContain('JWT_SECRET');
    expect(message).toContain('NODE_ENV=production');
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('ALLOW_INSECURE_DEV_ON_NETWORK=1');
    // Each default alone is enough to refuse.
    expect(() => assertSafeToListen('0.0.0.0', configFromEnv({ ...production, NODE_ENV: 'test' }), {})).toThrow('NODE_ENV=production (the dev mailbox');
    expect(() => assertSafeToListen('0.0.0.0', configFromEnv({ ...production, JWT_SECRET: 'dev-only-insecure-jwt-secret-change-me' }), {})).toThrow('Set JWT_SECRET');
    expect(() => assertSafeToListen('0.0.0.0', configFromEnv({ ...production, ADMIN_PASSWORD: '' }), {})).toThrow('Set ADMIN_PASSWORD');
  });

  it('starts on loopback with the defaults, on the network when configured, or when told explicitly', () => {
    expect(() => assertSafeToListen('127.0.0.1', configFromEnv({}), {})).not.toThrow();
    expect(() => assertSafeToListen('0.0.0.0', configFromEnv(production), {})).not.toThrow();
    expect(() => assertSafeToListen('0.0.0.0', configFromEnv({}), { ALLOW_INSECURE_DEV_ON_NETWORK: '1' })).not.toThrow();
  });

  it('the server process exits with that message before it opens a database', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pt-unsafe-')), 'db');
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
      delete env.JWT_SECRET;
      delete env.ALLOW_INSECURE_DEV_ON_NETWORK;
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: fileURLToPath(new URL('..', import.meta.url)), env, encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('Refusing to listen on HOST=0.0.0.0');
      expect(readdirSync(join(dataDir, '..'))).toEqual([]);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
