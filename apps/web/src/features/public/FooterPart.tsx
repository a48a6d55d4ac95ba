import { brand } from '@pt/api';
import { PublicFooter } from '@pt/ui/site';
import { preferencesStore } from './preferencesStore';
import { renderRouterLink } from '../../app/renderRouterLink';
import { socialLinks } from './siteContent';

const groups = [
  { title: 'Company', links: [{ label: 'About', href: '/#about' }, { label: 'Pricing', href: '/#pricing' }, { label: 'Contact', href: '/#contact' }, { label: 'Affiliate program', href: '/affiliates' }] },
  { title: 'Legal', links: [{ label: 'Privacy Policy', href: '/privacy-policy' }, { label: 'Terms of Service', href: '/terms-of-service' }, { label: 'Cookie Policy', href: '/cookie-policy' }, { label: 'Cookie preferences', onSelect: preferencesStore.open }] },
  { title: 'Quick links', links: [{ label: 'FAQ', href: '/#faq' }, { label: 'Pricing plans', href: '/#pricing' }, { label: 'Become an affiliate', href: '/affiliates' }, { label: 'Your privacy', href: '/privacy-policy' }] },
] as const;

/** The footer of every page. */
export function FooterPart() {
  return (
    <PublicFooter
      productName={brand.name}
      tagline="Track every holding across brokers and accounts, on your phone and on the web."
      groups={groups}
      social={socialLinks}
      renderLink={renderRouterLink}
      copyright={`© ${new Date().getFullYear()} ${brand.name}. All rights reserved.`}
      note="Market data delayed by 15 minutes. Not investment advice."
    />
  );
}
