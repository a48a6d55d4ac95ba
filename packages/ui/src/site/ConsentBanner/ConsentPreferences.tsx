import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Switch } from '../../primitives/Switch';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';
import * as s from './ConsentBanner.css';

// A module of its own, apart from the banner: the dialog and its switches (Headless UI Dialog,
// Switch, focus trap, portal) weigh far more than the banner, and an app that loads this module
// only when the visitor chooses Customize keeps all of that out of its first load.

export interface ConsentPreferencesProps {
  open: boolean;
  onClose: () => void;
  /** Starting values of the toggles (product §2: both on by default). */
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
