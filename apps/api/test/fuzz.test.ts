// Bad input is a 400 with a message, never a 500: the cases, then generated bodies, query
// strings and path ids thrown at every route the app registers, as a visitor and as a member.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError } from '../src/lib/databaseInputError';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
const logs: string[] = [];
let member: { id: string; token: string };
beforeAll(async () => {
  t = await makeTestApp({}, { log: (line) => logs.push(line) });
  member = await t.member('fuzz-member@example.com');
});
afterAll(async () => { await t.close(); });

const errorLines = () => logs.filter((l) => l.startsWith('[error]'));

describe('the issue’s bad inputs answer 400 with a message', () => {
  it.each([
    ['a NUL in a sign-in e-mail', 'POST', '/api/auth/signin', { email: 'a\u0000b@x.io', password: 'password-123' }, 'email contains a control character'],
    ['a NUL in a nested field', 'POST', '/api/affiliate/applications', { marketing_channels: ['blog\u0000'] }, 'marketing_channels[0] contains a control character'],
    ['an unpaired surrogate', 'POST', '/api/auth/signup', { email: 'x@y.co', password: 'password-123', full_name: 'Ann \ud800' }, 'full_name contains an unpaired surrogate (not valid Unicode)'],
    ['a date outside 0001-9999', 'POST', '/api/auth/signin', { email: '-010000-01-01T00:00:00Z', password: 'x' }, 'email is a date outside the years 0001 to 9999'],
  ])('%s', async (_name, method, path, body, message) => {
    const r = await t.req<Json>(method, path, { body, token: member.token });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(message);
  });

  it('a NUL in a query string or a path id', async () => {
    const query = await t.req<Json>('GET', '/dev/mailbox?to=%00');
    expect(query.status).toBe(400);
    expect(query.body.error).toBe('Query parameter to contains a control character');
    const path = await t.req<Json>('GET', '/api/stripe/invoices/%00/pdf', { token: member.token });
    expect(path.status).toBe(400);
    expect(path.body.error).toBe('The URL path contains a control character');
    const broken = await t.req<Json>('GET', '/api/stripe/invoices/%E0%A4/pdf', { token: member.token });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('The URL path is not valid percent-encoded UTF-8');
  });

  it('a far-out date in a transaction', async () => {
    const p = await t.req<{ id: string }>('POST', '/api/portfolio', { token: member.token, body: { name: 'Dates' } });
    const r = await t.req<Json>('POST', '/api/transaction', {
      token: member.token,
      body: { portfolio_id: p.body.id, symbol: 'AAPL', type: 'buy', quantity: 1, price: 1, executed_at: '-010000-01-01T00:00:00Z' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('executed_at is a date outside the years 0001 to 9999');
  });

  it('a date in the six-digit form within 0001-9999 is asked for with four digits', async () => {
    const r = await t.req<Json>('POST', '/api/auth/signin', { body: { email: '+002024-01-01T00:00:00Z', password: 'x' } });
    expect(r.body.error).toBe('email is a date with a six-digit year (write the year with four digits)');
  });

  it('a value the database refuses as data is a 400 too, should a route let one through', async () => {
    const refusal = await t.db.query('SELECT $1::int', ['2147483648']).then(() => null, (e: unknown) => e);
    expect(databaseInputError(refusal)).toMatchObject({ status: 400, message: 'A number in the request is out of range' });
    const other = await t.db.query('SELECT * FROM no_such_table').then(() => null, (e: unknown) => e);
    expect(databaseInputError(other)).toBeNull();
  });

  it('a body nested deeper than any route reads', async () => {
    const r = await t.req<Json>('POST', '/api/auth/signin', { raw: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}` });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Request body is nested too deeply');
  });

  it('a line break in a path is logged escaped, on one line', async () => {
    await t.req('GET', '/api/stock/AA%0A%5Berror%5D%20forged');
    expect(logs.some((l) => l.includes('%0A[error] forged'))).toBe(true);
    expect(errorLines()).toEqual([]);
  });
});

// Field and query names the routes read, so generated bodies reach their checks, not only the
// "is required" ones.
const FIELDS = [
  'email', 'password', 'full_name', 'token', 'refresh_token', 'user_id', 'name', 'description', 'currency', 'portfolio_id',
  'symbol', 'type', 'quantity', 'price', 'executed_at', 'prompt', 'link_id', 'affiliate_id', 'coupon_code', 'referred_user_id',
  'amount', 'code', 'commission_rate', 'discount_rate', 'notes', 'plan_id', 'billing_cycle', 'payment_provider',
  'payment_method_id', 'new_price_id', 'price_id', 'success_url', 'cancel_url', 'phone', 'location', 'audience_size',
  'marketing_channels', 'experience_description', 'motivation', 'website', 'social_media', 'company_name',
  'new_email', 'current_password', 'new_password', 'base_currency', 'notifications',
];
const QUERY_NAMES = ['to', 'status', 'limit', 'q', 'portfolio_id', 'from', 'range', 'cursor', 'symbol', 'type'];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.oneof(loneSurrogate, fc.integer({ min: 0, max: 31 }).map((n) => String.fromCharCode(n))), fc.string({ maxLength: 10 }))
    .map(([a, b, c]) => a + b + c),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b@x.io', '-010000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '0000-01-01', '9999-12-31T23:59:59Z',
    '1e400', '-1', '99999999999999999999', 'NaN', 'Infinity', '00000000-0000-0000-0000-000000000000', 'pm_card_visa', 'premium_monthly',
    'AAPL', 'buy', 'sell', 'monthly', 'stripe', 'x'.repeat(5000), '%00', '../../etc/passwd', "'; DROP TABLE users; --",
  ),
  fc.uuid(),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320, 0.1 + 0.2),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), nastyString, { maxKeys: 3 }) },
);
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 6 }).map((o) => ({ json: o })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ json: v })) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.constant({}) },
);

/** Percent-encodes a generated string; unpaired surrogates (which UTF-8 cannot hold) become raw bytes that are not UTF-8. */
const encode = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};
const pathValue = fc.oneof(nastyString.map(encode), fc.constantFrom('%00', '%E0%A4', '%ZZ', '%25', '..', ''));
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 4 })), nastyString), { maxLength: 3 })
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));

describe('generated input on every route', () => {
  it('never answers 5xx and never logs an error', { timeout: 240_000 }, async () => {
    const routes = t.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }))
      .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);
    // The list comes from the app, so a new route is covered without touching this file.
    expect(routes.length).toBeGreaterThan(50);

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.boolean(),
        fc.array(pathValue, { minLength: 3, maxLength: 3 }),
        query,
        body,
        async (route, signedIn, params, q, b) => {
          let i = 0;
          const path = route.path.replace(/:[A-Za-z_]+/g, () => params[i++ % params.length] ?? '');
          const url = q ? `${path}?${q}` : path;
          const before = logs.length;
          const r = await t.req<Json>(route.method, url, {
            token: signedIn ? member.token : undefined,
            ...(route.method === 'GET' ? {} : 'json' in b ? { body: b.json } : 'raw' in b ? { raw: b.raw } : {}),
          });
          const errors = logs.slice(before).filter((l) => l.startsWith('[error]'));
          if (r.status >= 500 || errors.length) {
            throw new Error(`${route.method} ${url} -> ${r.status} ${JSON.stringify(r.body).slice(0, 200)}\n${errors.join('\n').slice(0, 2000)}`);
          }
          if (r.status >= 400) expect(typeof r.body.error).toBe('string');
        },
      ),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(errorLines()).toEqual([]);
  });
});
