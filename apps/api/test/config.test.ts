import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { allowedOrigins } from '../src/lib/origins';
import { makeTestApp } from './helpers';

describe('configuration', () => {
  it('has documented development defaults', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({ appUrl: 'http://localhost:8080', accessTokenTtl: 900, authRateLimit: 30, adminEmail: 'admin@portfoliotracker.local', adminPassword: 'admin-password-123', nodeEnv: 'development' });
    expect(c.stripeSecretKey).toBeUndefined();
  });
  it('requires JWT_SECRET in production and rejects bad numbers', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required');
    expect(configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 's' }).jwtSecret).toBe('s');
    expect(() => configFromEnv({ AUTH_RATE_LIMIT: 'many' })).toThrow('AUTH_RATE_LIMIT must be a positive integer');
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
