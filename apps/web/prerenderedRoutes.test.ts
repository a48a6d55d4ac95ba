// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shellPathFor } from './prerenderedRoutes';

describe('shellPathFor', () => {
  it('serves prerendered pages as they are', () => {
    expect(shellPathFor('/')).toBeNull();
    expect(shellPathFor('/privacy-policy')).toBeNull();
    expect(shellPathFor('/cookie-policy/')).toBeNull();
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
