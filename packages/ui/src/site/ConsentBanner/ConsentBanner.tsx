import { useRef } from 'react';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';
import { BannerButton } from './BannerButton';
import * as s from './ConsentBanner.css';
import { useReturnFocusOnUnmount } from './useReturnFocusOnUnmount';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onEssentialOnly: () => void;
  onCustomize: () => void;
  /** The close button: hides the banner without a choice. */
  onClose: () => void;
  policyHref?: string;
  renderLink?: RenderLink;
}

/**
 * product §2: 'We value your privacy' with Accept All, Customize, Essential Only, a Learn more link and a close button.
 * The app unmounts it after a choice: if focus was inside, it returns to where it was before
 * entering the banner, else to the `#main` landmark, not to <body>.
 */
export function ConsentBanner({ onAcceptAll, onEssentialOnly, onCustomize, onClose, policyHref = '/cookie-policy', renderLink = defaultRenderLink }: ConsentBannerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const onFocus = useReturnFocusOnUnmount(rootRef);
  return (
    <section ref={rootRef} onFocus={onFocus} className={s.banner} aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className={s.title}>We value your privacy</h2>
      <p className={s.text}>
        We use essential cookies to run the site, and, with your permission, analytics and marketing cookies (including our affiliate
        referral cookie) to improve the product and credit our partners.{' '}
        {renderLink({ href: policyHref, className: s.link, children: 'Learn more' })}
      </p>
      <div className={s.actions}>
        <BannerButton onClick={onAcceptAll}>Accept All</BannerButton>
        <BannerButton variant="outline" onClick={onCustomize}>Customize</BannerButton>
        <BannerButton variant="ghost" onClick={onEssentialOnly}>Essential Only</BannerButton>
      </div>
      <button type="button" className={s.close} onClick={onClose} aria-label="Close cookie banner">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
      </button>
    </section>
  );
}
