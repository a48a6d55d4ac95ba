import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';
import { SocialLinks, type SocialLink } from '../SocialLinks';
import * as s from './PublicFooter.css';

export type FooterEntry = { label: string; href: string } | { label: string; onSelect: () => void };

export interface FooterGroup { title: string; links: readonly FooterEntry[] }

export interface PublicFooterProps {
  productName: string;
  tagline?: ReactNode;
  /** Link groups: company, legal, quick links. An entry with onSelect renders a button (e.g. Cookie preferences). */
  groups: readonly FooterGroup[];
  social?: SocialLink[];
  /** e.g. '© 2026 Portfolio Tracker. All rights reserved.' */
  copyright?: ReactNode;
  /** Right side of the bottom row, e.g. the data-delay disclaimer. */
  note?: ReactNode;
  renderLink?: RenderLink;
}

/** The site footer on a dark band: brand, tagline and social links, link groups, and a bottom row. */
export function PublicFooter({ productName, tagline, groups, social = [], copyright, note, renderLink = defaultRenderLink }: PublicFooterProps) {
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div className={s.top}>
          <div>
            {renderLink({
              href: '/',
              className: s.brand,
              'aria-label': `${productName} home`,
              children: (
                <>
                  <span className={s.logo} aria-hidden="true">
                    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round"><path d="M2.5 14.5 7.5 9l3.5 3.5 6.5-7.5" /><path d="M13 5h4.5v4.5" /></svg>
                  </span>
                  <span>{productName}</span>
                </>
              ),
            })}
            {tagline && <p className={s.tagline}>{tagline}</p>}
            <SocialLinks links={social} tone="inverse" />
          </div>
          {groups.map((g) => (
            <nav key={g.title} aria-label={g.title}>
              <h2 className={s.groupTitle}>{g.title}</h2>
              <ul className={s.list}>
                {g.links.map((l) => (
                  <li key={l.label}>
                    {'href' in l
                      ? renderLink({ href: l.href, className: s.link, children: l.label })
                      : <button type="button" className={s.link} onClick={l.onSelect}>{l.label}</button>}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={s.bottom}>
          {copyright && <p style={{ margin: 0 }}>{copyright}</p>}
          {note && <p style={{ margin: 0 }}>{note}</p>}
        </div>
      </div>
    </footer>
  );
}
