import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { defaultRenderLink, type RenderLink } from '../SiteLink';
import * as s from './CookiePreferences.css';

export interface CookieChoices {
  analytics: boolean;
  marketing: boolean;
}

export interface CookiePreferencesProps {
  /** Starting values; Analytics and Marketing & Affiliate default to on. */
  defaultValues?: Partial<CookieChoices>;
  onSave: (values: CookieChoices & { essential: true }) => void;
  onAcceptAll: () => void;
  policyHref?: string;
  title?: string;
  renderLink?: RenderLink;
  /** Heading element: a dialog passes its DialogTitle. */
  titleAs?: 'dialog' | 'h2';
}

function Toggle({ label, description, checked, onChange, disabled, badge }: { label: string; description: ReactNode; checked: boolean; onChange?: (v: boolean) => void; disabled?: boolean; badge?: string }) {
  const id = useId();
  return (
    <li className={s.row}>
      <div>
        <span id={`${id}-l`} className={s.rowTitle}>{label}{badge && <span className={s.always}>{badge}</span>}</span>
        <p id={`${id}-d`} className={s.rowText}>{description}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-l`}
        aria-describedby={`${id}-d`}
        aria-disabled={disabled || undefined}
        data-checked={checked ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={s.switchRoot}
        onClick={() => {
          if (!disabled) onChange?.(!checked);
        }}
      >
        <span className={s.thumb} />
      </button>
    </li>
  );
}

/** The Customize panel: Essential (always active), Analytics and Marketing & Affiliate toggles, Save Preferences and Accept All. */
export function CookiePreferences({ defaultValues, onSave, onAcceptAll, policyHref = '/cookie-policy', title = 'Cookie preferences', renderLink = defaultRenderLink, titleAs = 'h2' }: CookiePreferencesProps) {
  const [analytics, setAnalytics] = useState(defaultValues?.analytics ?? true);
  const [marketing, setMarketing] = useState(defaultValues?.marketing ?? true);
  const Title = titleAs === 'dialog' ? DialogTitle : 'h2';
  return (
    <div className={s.panel}>
      <div>
        <Title className={s.title}>{title}</Title>
        <p className={s.intro}>Choose which cookies we may use. You can change this any time from the footer.</p>
      </div>
      <ul className={s.list}>
        <Toggle label="Essential" badge="Always active" description="Needed for sign-in, security and remembering this choice." checked disabled />
        <Toggle label="Analytics" description="Help us understand which pages are used so we can improve them." checked={analytics} onChange={setAnalytics} />
        <Toggle label="Marketing & Affiliate" description="Credit the partner who referred you (30 days) and measure campaigns." checked={marketing} onChange={setMarketing} />
      </ul>
      <div className={s.actions}>
        <span className={s.policy}>{renderLink({ href: policyHref, children: 'Read the full cookie policy' })}</span>
        <Button variant="outline" onClick={() => onSave({ essential: true, analytics, marketing })}>Save Preferences</Button>
        <Button onClick={onAcceptAll}>Accept All</Button>
      </div>
    </div>
  );
}

export interface CookiePreferencesDialogProps extends Omit<CookiePreferencesProps, 'titleAs'> {
  open: boolean;
  onClose: () => void;
}

/** The preferences panel in a modal dialog (Escape or the backdrop closes it). */
export function CookiePreferencesDialog({ open, onClose, ...panel }: CookiePreferencesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogBackdrop className={s.backdrop} />
      <div className={s.dialogWrap}>
        <DialogPanel style={{ width: '100%', maxWidth: 560 }}>
          <CookiePreferences {...panel} titleAs="dialog" />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
