// The account screens' own titles and links (product §2). Messages and rules come from
// @pt/api; this file only holds the screen copy and the small decisions around it.
import { brand, safeRedirectPath } from '@pt/api';

/** Navigation state the landing page's Start Free Trial button sends to /signup (product §2). */
export interface TrialState { plan: string; trial: true }

/** Reads `{ plan, trial: true }` from router state; anything else is no trial. */
export function readTrialState(state: unknown): TrialState | null {
  if (!state || typeof state !== 'object') return null;
  const { plan, trial } = state as { plan?: unknown; trial?: unknown };
  if (trial !== true || typeof plan !== 'string' || !/^[a-z][a-z0-9 _-]{0,39}$/i.test(plan.trim())) return null;
  return { plan: plan.trim(), trial: true };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** 'Start Your {Plan} Free Trial' for a trial plan, 'Create Account' on mobile, else 'Join {product}'. */
export function signUpTitle({ mobile, trial }: { mobile: boolean; trial: TrialState | null }): string {
  if (trial) return `Start Your ${trial.plan.split(/[\s_-]+/).map(capitalise).join(' ')} Free Trial`;
  return mobile ? 'Create Account' : `Join ${brand.name}`;
}

/** 'Sign In' on mobile, 'Welcome Back' on web. */
export const signInTitle = (mobile: boolean): string => (mobile ? 'Sign In' : 'Welcome Back');

/**
 * Where sign-in returns after success: `redirect` or `from` from the query, through
 * the SDK's safeRedirectPath (same-origin paths only); null means the default.
 */
export function redirectFromQuery(search: string): string | null {
  const q = new URLSearchParams(search);
  const value = q.get('redirect') ?? q.get('from');
  if (value === null) return null;
  const safe = safeRedirectPath(value, '');
  return safe === '' ? null : safe;
}

/** A link to another account page, keeping app=true in mobile mode and a safe return path. */
export function accountHref(path: '/signin' | '/signup', { mobile, redirect }: { mobile: boolean; redirect?: string | null }): string {
  const q = new URLSearchParams();
  if (mobile) q.set('app', 'true');
  const safe = redirect ? safeRedirectPath(redirect, '') : '';
  if (safe) q.set('redirect', safe);
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/** Query and fragment parameters that carry secrets; removed from the address bar once read. */
const SECRET_PARAMS = ['token', 'access_token', 'refresh_token'];

/**
 * The same location without secrets in the query or the fragment, or null when there
 * were none (nothing to replace). Other parameters (email, type, app, pending) stay.
 */
export function withoutSecrets(location: { pathname: string; search: string; hash: string }): string | null {
  const q = new URLSearchParams(location.search);
  const h = new URLSearchParams(location.hash.replace(/^#/, ''));
  const hadQuery = SECRET_PARAMS.some((k) => q.has(k));
  const hadHash = SECRET_PARAMS.some((k) => h.has(k));
  if (!hadQuery && !hadHash) return null;
  SECRET_PARAMS.forEach((k) => { q.delete(k); h.delete(k); });
  const search = q.toString();
  const hash = hadHash ? h.toString() : location.hash.replace(/^#/, '');
  return `${location.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The verification screen's titles (product §2). */
export const verifyTitles = {
  pending: 'Verifying your email...',
  success: 'Email Verified Successfully!',
  error: 'Verification Failed',
} as const;
