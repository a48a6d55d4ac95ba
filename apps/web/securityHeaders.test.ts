// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  const csp = contentSecurityPolicy('http://127.0.0.1:5100');

  it('allows no inline style but the hashed ones it is given', () => {
    expect(csp).toContain("style-src 'self';");
    expect(contentSecurityPolicy('http://x.test', "'self' 'sha256-abc='")).toContain("style-src 'self' 'sha256-abc=';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('keeps scripts strict while allowing the card provider', () => {
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' https://js.stripe.com");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain('frame-src https://js.stripe.com');
  });

  it('locks down objects, base URI and framing, and allows the API', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('connect-src \'self\' http://127.0.0.1:5100');
    expect(securityHeaders('http://x.test')).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });

  it('matches the example nginx configuration', () => {
    const nginx = readFileSync(new URL('./deploy/nginx.conf', import.meta.url), 'utf8');
    // The style sources are the build's (nginxConf.test.ts reads each location's headers).
    expect(nginx).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy('https://api.portfoliotracker.app', '$pt_style_src')}" always;`);
  });
});
