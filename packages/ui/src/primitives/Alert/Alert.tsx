import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../../cx';
import { AlertTriangleIcon, CheckIcon, InfoIcon, XIcon, type IconComponent } from '../Icon';
import * as styles from './Alert.css';

export type AlertTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Body text; `children` works too. */
  description?: ReactNode;
  /** A button or link shown beside the text (below it on phones). */
  action?: ReactNode;
  /** Replaces the tone's icon; pass null for none. */
  icon?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Override the live-region role; defaults to alert for danger and status otherwise. */
  role?: 'alert' | 'status' | 'none';
}

export const toneIcons: Record<AlertTone, IconComponent> = {
  neutral: InfoIcon,
  info: InfoIcon,
  success: CheckIcon,
  warning: AlertTriangleIcon,
  danger: AlertTriangleIcon,
};

/** An inline message: errors interrupt (role=alert), everything else is a polite status. */
export function Alert({
  tone = 'info', title, description, action, icon, onDismiss, dismissLabel = 'Dismiss', role, className, children, ...rest
}: AlertProps) {
  const ToneIcon = toneIcons[tone];
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div {...rest} role={liveRole === 'none' ? undefined : liveRole} className={cx(styles.alert({ tone }), className)}>
      {icon === undefined ? <ToneIcon size={20} className={styles.icon} /> : icon}
      <div className={styles.layout}>
        <div className={styles.content}>
          {title ? <p className={styles.title}>{title}</p> : null}
          {description ? <div className={styles.description}>{description}</div> : null}
          {children}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel}>
          <XIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
