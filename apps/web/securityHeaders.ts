// Security headers for the built app: used by `vite preview` (and so by every e2e test)
// and mirrored in deploy/nginx.conf. Scripts only from this origin and the card provider; styles
// only from this origin and the inline styles the build wrote, by hash (cspStyleHashes.ts).
export const CARD_PROVIDER_SCRIPT_ORIGIN = 'https://js.stripe.com';

/** HSTS: two years, subdomains included (deploy/nginx.conf; the site is served over HTTPS only). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The CSP. `styleSources`: the style-src sources, by default 'self' only; the preview and nginx
 * add the hashes of the build's inline styles (no 'unsafe-inline', product §15.10).
 */
export function contentSecurityPolicy(apiOrigin: string, styleSources = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${CARD_PROVIDER_SCRIPT_ORIGIN}`,
    `style-src ${styleSources}`,
    "img-src 'self' data: https://*.stripe.com",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin} https://api.stripe.com`,
    `frame-src ${CARD_PROVIDER_SCRIPT_ORIGIN} https://hooks.stripe.com`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers besides the CSP (the preview sets the CSP per build; nginx from the build's file). */
export function securityHeaders(apiOrigin: string, styleSources?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin, styleSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
