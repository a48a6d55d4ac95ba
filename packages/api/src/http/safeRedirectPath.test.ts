import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath';

const ORIGIN = 'https://app.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/affiliates', '/affiliates'],
    ['/payment-demo?tab=billing#x', '/payment-demo?tab=billing#x'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['https://evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.com', '/'],
    ['/ok\nSet-Cookie: x', '/'],
    ['', '/'],
    [null, '/'],
    [42, '/'],
  ])('%j -> %j', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  it('uses the given fallback', () => expect(safeRedirectPath('//x', '/home')).toBe('/home'));

  it('property: any result resolves to the same origin and is the input or the fallback', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom('/', '//', '/\\', '\\\\', '/%2F%2Fevil', 'http:/evil', '/\u0000', '/\u2028x'),
          fc.tuple(fc.constantFrom('/', '//', '\\', '/\\', ' /', '\t'), fc.string()).map(([a, b]) => a + b),
        ),
        (input) => {
          const out = safeRedirectPath(input, '/');
          expect(out === input || out === '/').toBe(true);
          expect(out.startsWith('/')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
