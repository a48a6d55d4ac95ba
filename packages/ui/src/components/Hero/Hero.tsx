import type { ReactNode, Ref } from 'react';
import * as s from './Hero.css';

export interface StoreBadge {
  store: 'app-store' | 'google-play';
  /** Without an href the badge shows as not yet available. */
  href?: string;
}

export interface HeroProps {
  headline: ReactNode;
  subcopy?: ReactNode;
  /** Small pill above the headline, e.g. 'Early access: now open'. */
  earlyAccessLabel?: ReactNode;
  /** The call-to-action buttons (signed-out: Get Started Free + Sign In; signed-in: Download App + Open App). */
  actions?: ReactNode;
  storeBadges?: StoreBadge[];
  /** Short reassurances under the actions, e.g. '14-day free trial'. */
  footnotes?: ReactNode[];
  /** Shown beside the copy, typically the PhoneCarousel. */
  visual?: ReactNode;
  headlineRef?: Ref<HTMLHeadingElement>;
  id?: string;
}

function StoreGlyph({ store }: { store: StoreBadge['store'] }) {
  if (store === 'app-store') {
    return (
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2-1.1 2.8-2.3.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.6Z" />
        <path d="M14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3Z" />
      </svg>
    );
  }
  return (
    <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
      <path d="M2 1.5 13 12 2 22.5c-.4-.2-.6-.6-.6-1.1V2.6c0-.5.2-.9.6-1.1Z" fill="#14a394" />
      <path d="M16.6 8.5 13 12 2 1.5c.3-.2.8-.2 1.2 0Z" fill="#a7eee3" />
      <path d="M16.6 15.5 3.2 22.5c-.4.2-.9.2-1.2 0L13 12Z" fill="#f0a020" />
      <path d="m16.6 8.5 3.6 2c.9.5.9 1.5 0 2l-3.6 2L13 12Z" fill="#fde3b0" />
    </svg>
  );
}

const storeText = {
  'app-store': { small: 'Download on the', big: 'App Store' },
  'google-play': { small: 'Get it on', big: 'Google Play' },
};

function Badge({ badge }: { badge: StoreBadge }) {
  const t = storeText[badge.store];
  const body = (
    <>
      <StoreGlyph store={badge.store} />
      <span className={s.storeText}>
        <span className={s.storeSmall}>{badge.href ? t.small : 'Coming soon to'}</span>
        <span className={s.storeBig}>{t.big}</span>
      </span>
    </>
  );
  return badge.href ? (
    <a className={s.store} href={badge.href} target="_blank" rel="noopener noreferrer">{body}</a>
  ) : (
    <span className={s.store}>{body}</span>
  );
}

/** The landing hero: gradient and grid backdrop, early-access pill, h1, subcopy, actions, store badges and a visual. */
export function Hero({ headline, subcopy, earlyAccessLabel, actions, storeBadges = [], footnotes = [], visual, headlineRef, id }: HeroProps) {
  return (
    <section className={s.hero} id={id} aria-label="Introduction">
      <div className={s.inner}>
        <div className={s.copy}>
          {earlyAccessLabel && (
            <p className={s.badge}>
              <span className={s.badgeDot} aria-hidden="true" />
              {earlyAccessLabel}
            </p>
          )}
          <h1 ref={headlineRef} tabIndex={-1} className={s.headline}>{headline}</h1>
          {subcopy && <p className={s.subcopy}>{subcopy}</p>}
          {actions && <div className={s.actions}>{actions}</div>}
          {footnotes.length > 0 && (
            <ul className={s.footnote} style={{ listStyle: 'none', padding: 0 }}>
              {footnotes.map((f, i) => (
                <li key={i} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="8" fill="#d5f7f1" /><path d="m4.8 8.2 2.1 2.1 4.3-4.6" fill="none" stroke="#0f6b63" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>
                  {f}
                </li>
              ))}
            </ul>
          )}
          {storeBadges.length > 0 && (
            <ul className={s.stores} aria-label="Mobile apps">
              {storeBadges.map((b) => <li key={b.store}><Badge badge={b} /></li>)}
            </ul>
          )}
        </div>
        {visual && <div className={s.visual}>{visual}</div>}
      </div>
    </section>
  );
}

export const heroHighlightClass = s.highlight;
