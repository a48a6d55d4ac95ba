import type { ReactNode } from 'react';
import * as s from './IntroHero.css';

export interface IntroHeroStore {
  store: 'app-store' | 'google-play';
  /** Without an href the badge reads 'Coming soon to'. */
  href?: string;
}

export interface IntroHeroProps {
  /** The h1. */
  headline: ReactNode;
  /** A phrase after the headline, in the brand's colour (e.g. 'One clear picture.'). */
  headlineAccent?: ReactNode;
  lead?: ReactNode;
  /** Pill above the headline, e.g. 'Early access'. */
  pill?: ReactNode;
  /** Call-to-action links or buttons. */
  actions?: ReactNode;
  /** Short reassurances with check marks. */
  notes?: readonly ReactNode[];
  stores?: readonly IntroHeroStore[];
  /** Beside the copy from the large breakpoint, below it on phones (e.g. the phone carousel). */
  visual?: ReactNode;
}

const storeCopy = { 'app-store': ['Download on the', 'App Store'], 'google-play': ['Get it on', 'Google Play'] } as const;

function StoreGlyph({ store }: { store: IntroHeroStore['store'] }) {
  return store === 'app-store' ? (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2-1.1 2.8-2.3.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.6ZM14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3Z" />
    </svg>
  ) : (
    <svg width="20" height="22" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
      <path d="M2 1.5 13 12 2 22.5c-.4-.2-.6-.6-.6-1.1V2.6c0-.5.2-.9.6-1.1Z" fill="#14a394" />
      <path d="M16.6 8.5 13 12 2 1.5c.3-.2.8-.2 1.2 0Z" fill="#a7eee3" />
      <path d="M16.6 15.5 3.2 22.5c-.4.2-.9.2-1.2 0L13 12Z" fill="#f0a020" />
      <path d="m16.6 8.5 3.6 2c.9.5.9 1.5 0 2l-3.6 2L13 12Z" fill="#fde3b0" />
    </svg>
  );
}

/** The landing hero: pill, h1, lead, actions, reassurances, app-store badges and a visual. */
export function IntroHero({ headline, headlineAccent, lead, pill, actions, notes = [], stores = [], visual }: IntroHeroProps) {
  return (
    <section className={s.hero} aria-labelledby="intro-hero-title">
      <div className={s.inner}>
        <div className={s.copy}>
          {pill && <p className={s.pill}><span className={s.pillDot} aria-hidden="true" />{pill}</p>}
          <h1 id="intro-hero-title" tabIndex={-1} className={s.headline}>
            {headline}
            {headlineAccent ? <>{' '}<span className={s.accent}>{headlineAccent}</span></> : null}
          </h1>
          {lead && <p className={s.lead}>{lead}</p>}
          {actions && <div className={s.actions}>{actions}</div>}
          {notes.length > 0 && (
            <ul className={s.notes}>
              {notes.map((n, i) => (
                <li key={i} className={s.note}>
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="8" fill="#d5f7f1" /><path d="m4.8 8.2 2.1 2.1 4.3-4.6" fill="none" stroke="#0f6b63" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>
                  {n}
                </li>
              ))}
            </ul>
          )}
          {stores.length > 0 && (
            <ul id="download" className={s.stores} aria-label="Mobile apps">
              {stores.map((b) => {
                const [small, big] = storeCopy[b.store];
                const body = (
                  <>
                    <StoreGlyph store={b.store} />
                    <span className={s.storeText}><span className={s.storeSmall}>{b.href ? small : 'Coming soon to'}</span><span className={s.storeBig}>{big}</span></span>
                  </>
                );
                return <li key={b.store}>{b.href ? <a className={s.store} href={b.href} target="_blank" rel="noopener noreferrer">{body}</a> : <span className={s.store}>{body}</span>}</li>;
              })}
            </ul>
          )}
        </div>
        {visual && <div className={s.visual}>{visual}</div>}
      </div>
    </section>
  );
}
