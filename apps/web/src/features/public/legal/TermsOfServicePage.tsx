import { brand } from '@pt/api';
import { LegalDocument } from '@pt/ui/site';
import { LegalBack } from './LegalBack';

/** /terms-of-service: six sections. */
export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="Last updated: November 1, 2026"
      intro={`These terms govern your use of ${brand.name}. By creating an account you agree to them.`}
      backAction={<LegalBack />}
      sections={[
        { id: 'the-service', title: 'The service', body: <p>{brand.name} is a tool for tracking and analysing investment portfolios. It does not execute trades, hold money or securities, or give personalised investment, tax or legal advice.</p> },
        { id: 'your-account', title: 'Your account', body: <p>You must be at least 18 years old and give accurate information. Keep your password secret; you are responsible for activity in your account. Tell us straight away at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> if you suspect misuse.</p> },
        { id: 'subscriptions', title: 'Subscriptions and billing', body: <p>Paid plans start with a 14-day free trial and renew monthly or yearly until cancelled. You can cancel at any time; access continues until the end of the paid period. Prices include applicable taxes where required and may change with 30 days' notice.</p> },
        { id: 'market-data', title: 'Market data and information', body: <p>Prices are delayed by at least 15 minutes and come from third-party sources. They may contain errors or gaps. Analytics and AI-generated explanations are for information only and are not a recommendation to buy or sell.</p> },
        { id: 'acceptable-use', title: 'Acceptable use', body: <p>Do not misuse the service: no scraping, reverse engineering, automated abuse, attempts to access other users' data, or use for unlawful purposes. Affiliate partners must follow the affiliate programme rules and may not use misleading advertising.</p> },
        { id: 'liability', title: 'Liability and changes', body: <p>The service is provided as is. To the extent the law allows, we are not liable for investment losses or indirect damages. We may update these terms; we will tell you of material changes by e-mail at least 30 days in advance.</p> },
      ]}
    />
  );
}
