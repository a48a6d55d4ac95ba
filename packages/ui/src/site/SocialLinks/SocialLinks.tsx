import type { ReactElement } from 'react';
import { cx } from '../../cx';
import * as styles from './SocialLinks.css';

export type SocialNetwork = 'image' | 'message' | 'video';

export interface SocialLink {
  /** image-sharing, short-message or short-video network: picks the glyph. */
  network: SocialNetwork;
  href: string;
  /** Accessible name, e.g. 'Portfolio Tracker on Instagram'. */
  label: string;
}

export interface SocialLinksProps {
  links: SocialLink[];
  tone?: 'default' | 'inverse';
  className?: string;
  /** Name of the list for assistive tech. */
  label?: string;
}

const glyphs: Record<SocialNetwork, ReactElement> = {
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  message: (
    <>
      <path d="M4 5h16v10.5H10l-4.5 3.5v-3.5H4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
};

/** Round icon links to the product's social profiles; glyphs are drawn inline. */
export function SocialLinks({ links, tone = 'default', className, label = 'Social media' }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul className={cx(styles.list, className)} aria-label={label}>
      {links.map((l) => (
        <li key={l.network + l.href}>
          <a className={cx(styles.link, tone === 'inverse' && styles.inverse)} href={l.href} target="_blank" rel="noopener noreferrer" aria-label={l.label}>
            <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              {glyphs[l.network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
