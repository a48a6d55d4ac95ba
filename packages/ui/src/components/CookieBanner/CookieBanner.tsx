import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx, defaultRenderLink, type RenderLink } from '../SiteLink';
import { useReturnFocusOnUnmount } from '../ConsentBanner/useReturnFocusOnUnmount';
import * as s from './CookieBanner.css';

export interface CookieBannerProps {
  onAcceptAll: () => void;
  onCustomize: () => void;
  onEssentialOnly: () => void;
  onClose: () => void;
  title?: string;
  description?: ReactNode;
  learnMoreHref?: string;
  /** 'fixed' pins it to the bottom of the viewport; 'static' renders in flow. */
  position?: 'fixed' | 'static';
  renderLink?: RenderLink;
}

/**
 * The consent banner: 'We value your privacy' with Accept All, Customize, Essential Only, Learn more and close.
 * When it unmounts after a choice with focus inside, focus returns to where it was before
 * entering the banner, else to the `#main` landmark, not to <body>.
 */
export function CookieBanner({
  onAcceptAll, onCustomize, onEssentialOnly, onClose, title = 'We value your privacy',
  description = 'We use cookies to keep you signed in, understand how the site is used and credit our affiliate partners. Choose which ones you allow.',
  learnMoreHref = '/cookie-policy', position = 'fixed', renderLink = defaultRenderLink,
}: CookieBannerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const onFocus = useReturnFocusOnUnmount(rootRef);
  return (
    <section ref={rootRef} onFocus={onFocus} className={cx(s.banner, position === 'fixed' && s.fixed)} aria-label="Cookie consent">
      <div>
        <h2 className={s.title}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M21 12.8A9 9 0 1 1 11.2 3a3 3 0 0 0 3.8 3.8 3 3 0 0 0 3.2 3.2 3 3 0 0 0 2.8 2.8Z" fill="#fde3b0" stroke="#8a4b06" strokeWidth="1.5" /><circle cx="8.5" cy="10" r="1.2" fill="#8a4b06" /><circle cx="13" cy="15.5" r="1.2" fill="#8a4b06" /><circle cx="8" cy="15" r="0.9" fill="#8a4b06" /></svg>
          {title}
        </h2>
        <p className={s.text}>
          {description} {renderLink({ href: learnMoreHref, children: 'Learn more' })}
        </p>
      </div>
      <div className={s.actions}>
        <Button variant="ghost" onClick={onEssentialOnly}>Essential Only</Button>
        <Button variant="outline" onClick={onCustomize}>Customize</Button>
        <Button onClick={onAcceptAll}>Accept All</Button>
      </div>
      <button type="button" className={s.close} onClick={onClose} aria-label="Close cookie banner">
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false"><path d="m3 3 8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
      </button>
    </section>
  );
}
