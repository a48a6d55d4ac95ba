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
    expect(shellPathFor('/signin')).toBe('/app-shell.html');
    expect(shellPathFor('/admin/affiliate-applications')).toBe('/app-shell.html');
    expect(shellPathFor('/no/such/page')).toBe('/app-shell.html');
  });
  it('leaves files alone', () => {
    expect(shellPathFor('/assets/index-abc.js')).toBeNull();
    expect(shellPathFor('/favicon.svg')).toBeNull();
  });
});
