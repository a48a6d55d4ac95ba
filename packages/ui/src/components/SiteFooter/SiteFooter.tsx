import type { ReactNode } from 'react';
import { Container } from '../Section';
import { LogoMark } from '../SiteHeader';
import { defaultRenderLink, type RenderLink } from '../SiteLink';
import { SocialLinks, type SocialLink } from '../SocialLinks';
import * as s from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface SiteFooterProps {
  productName?: string;
  blurb?: ReactNode;
  companyLinks?: FooterLink[];
  legalLinks?: FooterLink[];
  quickLinks?: FooterLink[];
  social?: SocialLink[];
  /** Opens the cookie preferences; the button is shown only with this callback. */
  onCookiePreferences?: () => void;
  /** Defaults to '© {year} {productName}. All rights reserved.' */
  copyright?: ReactNode;
  year?: number;
  /** Small print, e.g. the market-data delay. */
  disclaimer?: ReactNode;
  homeHref?: string;
  renderLink?: RenderLink;
}

export const defaultQuickLinks: FooterLink[] = [
  { label: 'FAQ', href: '#faq' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Affiliate program', href: '/affiliates' },
  { label: 'Privacy policy', href: '/privacy-policy' },
];
const defaultCompany: FooterLink[] = [
  { label: 'About', href: '/#about' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Affiliates', href: '/affiliates' },
];
const defaultLegal: FooterLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
];

/** Dark site footer: brand blurb with social links, company, legal and quick links, cookie preferences and copyright. */
export function SiteFooter({
  productName = 'Portfolio Tracker',
  blurb = 'Track every investment in one place, with clear performance and insight on web and mobile.',
  companyLinks = defaultCompany, legalLinks = defaultLegal, quickLinks = defaultQuickLinks, social = [],
  onCookiePreferences, copyright, year = new Date().getFullYear(), disclaimer, homeHref = '/', renderLink = defaultRenderLink,
}: SiteFooterProps) {
  const column = (title: string, links: FooterLink[], extra?: ReactNode) => (
    <nav aria-label={title}>
      <h2 className={s.heading}>{title}</h2>
      <ul className={s.list}>
        {links.map((l) => <li key={l.href + l.label}>{renderLink({ href: l.href, className: s.link, children: l.label })}</li>)}
        {extra}
      </ul>
    </nav>
  );
  return (
    <footer className={s.footer}>
      <Container>
        <div className={s.top}>
          <div className={s.brand}>
            {renderLink({ href: homeHref, className: s.brandName, children: <><LogoMark /> <span>{productName}</span></>, 'aria-label': `${productName} home` })}
            <p className={s.blurb}>{blurb}</p>
            <SocialLinks links={social} tone="inverse" />
          </div>
          {column('Company', companyLinks)}
          {column('Legal', legalLinks, onCookiePreferences && (
            <li><button type="button" className={s.link} onClick={onCookiePreferences}>Cookie preferences</button></li>
          ))}
          {column('Quick links', quickLinks)}
        </div>
        <div className={s.bottom}>
          <div>
            <p>{copyright ?? `© ${year} ${productName}. All rights reserved.`}</p>
            {disclaimer && <p className={s.disclaimer}>{disclaimer}</p>}
          </div>
        </div>
      </Container>
    </footer>
  );
}
