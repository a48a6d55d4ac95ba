// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shellPathFor } from './prerenderedRoutes';

describe('shellPathFor', () => {
  it('serves prerendered pages from their own file, with or without a trailing slash', () => {
    expect(shellPathFor('/')).toBeNull();
    expect(shellPathFor('/privacy-policy')).toBe('/privacy-policy/index.html');
    expect(shellPathFor('/cookie-policy/')).toBe('/cookie-policy/index.html');
  });
  it('serves the empty shell for client-only routes and unknown paths', () => {
    expect(shellPathFor('/affiliates')).toBe('/app-shell.html');
    expect(shellPathFor('/admin/affiliate-applications')).toBe('/app-shell.html');
    expect(shellPathFor('/no/such/page')).toBe('/app-shell.html');
    expect(shellPathFor('/app/no-such-page')).toBe('/app-shell.html');
  });
  it("serves the workspace's pages their own empty shell (with their chunks preloaded), whatever the query", () => {
    expect(shellPathFor('/app')).toBe('/app/index.html');
    expect(shellPathFor('/app/')).toBe('/app/index.html');
    expect(shellPathFor('/app/transactions', 'portfolio=3')).toBe('/app/transactions/index.html');
  });
  it('gives query-dependent pages the shell when a query is present', () => {
    expect(shellPathFor('/signin', 'redirect=%2Fpayment-demo')).toBe('/app-shell.html');
    expect(shellPathFor('/signup', 'email=a%40b.c')).toBe('/app-shell.html');
    expect(shellPathFor('/signin')).toBe('/signin/index.html');
    expect(shellPathFor('/privacy-policy', 'x=1')).toBe('/privacy-policy/index.html');
  });
  it('leaves files alone', () => {
    expect(shellPathFor('/assets/index-abc.js')).toBeNull();
    expect(shellPathFor('/favicon.svg')).toBeNull();
  });
});
