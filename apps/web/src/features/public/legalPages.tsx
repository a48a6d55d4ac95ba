// The legal pages are prerendered; in the browser each is its own chunk (their text stays out of
// the landing's initial JavaScript). The build's server render loads them first.
import { lazyPage } from '../../app/lazyPage';

export const PrivacyPolicyPage = lazyPage(() => import('./legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage));
export const TermsOfServicePage = lazyPage(() => import('./legal/TermsOfServicePage').then((m) => m.TermsOfServicePage));
export const CookiePolicyPage = lazyPage(() => import('./legal/CookiePolicyPage').then((m) => m.CookiePolicyPage));
