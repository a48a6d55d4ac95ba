// The legal pages are prerendered; in the browser each is its own chunk (their text stays out of
// the landing's initial JavaScript). The build's server render loads them first.
import { lazyPart } from './lazyPart';

export const PrivacyPolicyPage = lazyPart(() => import('./legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage));
export const TermsOfServicePage = lazyPart(() => import('./legal/TermsOfServicePage').then((m) => m.TermsOfServicePage));
export const CookiePolicyPage = lazyPart(() => import('./legal/CookiePolicyPage').then((m) => m.CookiePolicyPage));
