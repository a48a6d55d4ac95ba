// The legal pages are prerendered; in the browser each is its own chunk (their text stays out of
// the landing's initial JavaScript). The build's server render loads them first.
import { lazyPart } from './lazyPart';

const loadPrivacy = () => import('./legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage);
const loadTerms = () => import('./legal/TermsOfServicePage').then((m) => m.TermsOfServicePage);
const loadCookies = () => import('./legal/CookiePolicyPage').then((m) => m.CookiePolicyPage);

export const PrivacyPolicyPage = lazyPart(loadPrivacy);
export const TermsOfServicePage = lazyPart(loadTerms);
export const CookiePolicyPage = lazyPart(loadCookies);
