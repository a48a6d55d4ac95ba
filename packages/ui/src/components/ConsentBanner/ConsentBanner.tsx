import { useRef, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Switch } from '../Switch';
import { defaultRenderLink, type RenderLink } from '../SiteLink';
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
 * Spec 2: 'We value your privacy' with Accept All, Customize, Essential Only, a Learn more link and a close button.
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
        <Button size="sm" onClick={onAcceptAll}>Accept All</Button>
        <Button size="sm" variant="outline" onClick={onCustomize}>Customize</Button>
        <Button size="sm" variant="ghost" onClick={onEssentialOnly}>Essential Only</Button>
      </div>
      <button type="button" className={s.close} onClick={onClose} aria-label="Close cookie banner">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
      </button>
    </section>
  );
}

export interface ConsentPreferencesProps {
  open: boolean;
  onClose: () => void;
  /** Starting values of the toggles (spec 2: both on by default). */
  initial?: { analytics: boolean; marketing: boolean };
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
  onAcceptAll: () => void;
  policyHref?: string;
  renderLink?: RenderLink;
}

/** The Customize panel: Essential (always active), Analytics and Marketing & Affiliate toggles, Save Preferences, Accept All and the policy link. */
export function ConsentPreferences({ open, onClose, initial, onSave, onAcceptAll, policyHref = '/cookie-policy', renderLink = defaultRenderLink }: ConsentPreferencesProps) {
  const [analytics, setAnalytics] = useState(initial?.analytics ?? true);
  const [marketing, setMarketing] = useState(initial?.marketing ?? true);
  // Each time the panel opens it starts from the stored choice (state adjusted during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAnalytics(initial?.analytics ?? true);
      setMarketing(initial?.marketing ?? true);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cookie preferences"
      description="Choose which cookies we may use. You can change this at any time from the footer."
      footer={
        <div className={s.footer}>
          {renderLink({ href: policyHref, className: s.link, children: 'Read the full cookie policy', onClick: onClose })}
          <div className={s.buttons}>
            <Button variant="outline" onClick={onAcceptAll}>Accept All</Button>
            <Button onClick={() => onSave({ analytics, marketing })}>Save Preferences</Button>
          </div>
        </div>
      }
    >
      <div className={s.toggles}>
        <div className={s.row}>
          <div className={s.always}>
            <div>
              <p className={s.rowTitle}>Essential</p>
              <p className={s.rowText}>Sign-in, security and remembering this choice. The site cannot work without them.</p>
            </div>
            <span className={s.pill}>Always active</span>
          </div>
        </div>
        <div className={s.row}>
          <Switch label="Analytics" description="Anonymous usage statistics that help us improve the product." checked={analytics} onCheckedChange={setAnalytics} />
        </div>
        <div className={s.row}>
          <Switch label="Marketing & Affiliate" description="Remembers the partner who referred you for 30 days, so your discount applies and they are credited." checked={marketing} onCheckedChange={setMarketing} />
        </div>
      </div>
    </Dialog>
  );
}
