// Run-time configuration from the build's environment, with the fallbacks of product §5.
import { resolveApiBaseUrl, resolveAppUrl } from '@pt/api';

const pageOrigin = typeof window === 'undefined' ? null : window.location.origin;

export const config = {
  apiBaseUrl: resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  appUrl: resolveAppUrl(import.meta.env.VITE_APP_URL, pageOrigin),
  /** The card provider's publishable key; null shows the 'not configured' message on payment screens. */
  stripePublishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || null,
} as const;
