import { AFFILIATE_COOKIE_MAX_AGE_SECONDS, AFFILIATE_COOKIE_NAME, CONSENT_STORAGE_KEY, brand } from '@pt/api';
import { LegalDocument } from '@pt/ui/site';
import { LegalBack } from './LegalBack';

const affiliateDays = Math.round(AFFILIATE_COOKIE_MAX_AGE_SECONDS / 86_400);

/** /cookie-policy: six sections, naming the affiliate cookie and its lifetime. */
export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      updated="Last updated: November 1, 2026"
      intro={`This policy explains which cookies and similar browser storage ${brand.name} uses and how you control them.`}
      backAction={<LegalBack />}
      sections={[
        { id: 'what-are-cookies', title: 'What cookies are', body: <p>Cookies are small text files a website stores in your browser. We also use your browser's local and session storage, which work in a similar way; this policy covers both.</p> },
        { id: 'essential', title: 'Essential cookies', body: <p>These keep you signed in, protect your session and remember your cookie choice (stored as <code>{CONSENT_STORAGE_KEY}</code>). The site cannot work without them, so they are always active.</p> },
        { id: 'analytics', title: 'Analytics cookies', body: <p>With your permission we measure, without identifying you, which pages and features are used, so we can improve the product. They are off if you choose Essential Only.</p> },
        {
          id: 'affiliate-cookie',
          title: 'Marketing and affiliate cookie',
          body: <p>When you arrive through a partner's link and allow marketing cookies, we set the first-party cookie <code>{AFFILIATE_COOKIE_NAME}</code>. It records which partner referred you and any discount, so your discount applies at checkout and the partner is credited. It lasts {affiliateDays} days. Without marketing consent we keep this only in session storage, which is cleared when you close the tab.</p>,
        },
        { id: 'managing', title: 'Managing your choices', body: <p>Use Accept All, Essential Only or Customize on the banner, and change your mind at any time with the Cookie preferences link in the footer. You can also delete cookies in your browser settings.</p> },
        { id: 'contact', title: 'Changes and contact', body: <p>We will update this page when the cookies we use change. Questions? Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.</p> },
      ]}
    />
  );
}
