// Security headers for the built app: used by `vite preview` (and so by every e2e test)
// and mirrored in deploy/nginx.conf. Scripts only from this origin and the card provider.
export const CARD_PROVIDER_SCRIPT_ORIGIN = 'https://js.stripe.com';

export function contentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${CARD_PROVIDER_SCRIPT_ORIGIN}`,
    // Headless UI and the card provider set inline style attributes; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
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

export function securityHeaders(apiOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
