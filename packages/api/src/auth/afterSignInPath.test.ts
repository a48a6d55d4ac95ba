import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './afterSignInPath';
import { safeRedirectPath } from '../http/safeRedirectPath';

describe('afterSignInPath (product §10.17)', () => {
  it.each([
    ['/app/transactions?portfolio=p1#add-transaction', '/app/transactions?portfolio=p1#add-transaction'],
    ['/payment-demo', '/payment-demo'],
    ['/admin/payouts', '/admin/payouts'],
    [null, '/app'],
    [undefined, '/app'],
    ['', '/app'],
    ['/', '/app'],
    ['/signin', '/app'],
    ['/signin/', '/app'],
    ['/signup?redirect=%2Fapp', '/app'],
    ['/verify-email?token=x', '/app'],
    ['/reset-password', '/app'],
    ['//evil.example', '/app'],
    ['https://evil.example/app', '/app'],
    ['/\\evil.example', '/app'],
  ])('%j -> %s', (redirect, expected) => {
    expect(afterSignInPath(redirect)).toBe(expected);
  });

  it('never leaves the site: the answer is always a path safeRedirectPath accepts', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant('//x')), (value) => {
      const path = afterSignInPath(value);
      expect(safeRedirectPath(path, 'refused')).toBe(path);
    }), { numRuns: 1000 });
  });
});
