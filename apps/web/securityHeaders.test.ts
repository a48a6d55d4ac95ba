// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  const csp = contentSecurityPolicy('http://127.0.0.1:5100');

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
    expect(nginx).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy('https://api.portfoliotracker.app')}" always;`);
  });
});
