import { brand } from '@pt/api';
import { LegalDocument } from '@pt/ui/site';
import { LegalBack } from './LegalBack';

const mail = <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;

/** /privacy-policy: five sections. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="Last updated: November 1, 2026"
      intro={`This policy explains what personal data ${brand.name} collects when you use our website and apps, why we collect it, and the choices you have.`}
      backAction={<LegalBack />}
      sections={[
        {
          id: 'information-we-collect',
          title: 'Information we collect',
          body: (
            <ul>
              <li><strong>Account data:</strong> your name, e-mail address and a securely hashed password.</li>
              <li><strong>Portfolio data:</strong> the holdings, transactions and watchlists you enter or import.</li>
              <li><strong>Billing data:</strong> your plan and invoices. Card details go straight to our payment provider; we never see or store full card numbers.</li>
              <li><strong>Usage data:</strong> pages visited and app features used, only if you allow analytics cookies.</li>
            </ul>
          ),
        },
        {
          id: 'how-we-use-it',
          title: 'How we use your information',
          body: (
            <>
              <p>We use your data to run your account, calculate your portfolio's performance, process subscriptions, answer support requests and, with your consent, improve the product.</p>
              <p>We do not sell your personal data and we do not use your portfolio for advertising.</p>
            </>
          ),
        },
        {
          id: 'sharing',
          title: 'Sharing and processors',
          body: <p>We share data only with service providers that help us run {brand.name} (hosting, e-mail delivery, card payments), under contracts that require them to protect it, and with authorities where the law requires it. If you arrive through an affiliate partner, the partner sees that a referral converted, never your portfolio.</p>,
        },
        {
          id: 'retention-and-security',
          title: 'Retention and security',
          body: <p>Data is encrypted in transit and at rest. We keep your account data while your account is open and delete it within 30 days of closing the account, except invoices, which tax law requires us to keep for up to ten years.</p>,
        },
        {
          id: 'your-rights',
          title: 'Your rights and contact',
          body: <p>You can access, correct, export or delete your data at any time, object to processing and withdraw consent from the cookie preferences in the footer. Write to {mail} for any privacy request; we answer within 30 days.</p>,
        },
      ]}
    />
  );
}
