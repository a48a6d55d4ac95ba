import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import { XIcon } from '../Icon';
import * as styles from './Banner.css';

export interface BannerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role'> {
  tone?: 'primary' | 'neutral' | 'info' | 'success' | 'warning' | 'danger';
  position?: 'static' | 'sticky';
  icon?: ReactNode;
  /** A link or button next to the message. */
  action?: ReactNode;
  /** Shows a close button. */
  dismissible?: boolean;
  dismissLabel?: string;
  /** Controlled visibility; leave undefined to let the banner hide itself when dismissed. */
  open?: boolean;
  defaultOpen?: boolean;
  onDismiss?: () => void;
  /** Errors interrupt; the rest is a polite status. */
  role?: 'alert' | 'status' | 'none';
}

/** A full-width message strip across the top of a page or section. */
export function Banner({
  tone = 'primary', position, icon, action, dismissible = false, dismissLabel = 'Dismiss banner', open, defaultOpen = true,
  onDismiss, role, className, children, ...rest
}: BannerProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  if (!isOpen) return null;
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  const dismiss = () => {
    if (open === undefined) setUncontrolledOpen(false);
    onDismiss?.();
  };
  return (
    <div {...rest} role={liveRole === 'none' ? undefined : liveRole} className={cx(styles.banner({ tone, position }), className)}>
      <div className={styles.inner}>
        <div className={styles.message}>
          {icon}
          <span>{children}</span>
          {action}
        </div>
        {dismissible ? (
          <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={dismissLabel}>
            <XIcon size={18} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
