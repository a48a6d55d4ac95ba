import { cx } from '../../cx';
import * as s from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Card, CardTitle } from '../../primitives/Card';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import * as styles from './AccountSettingsPanel.css';

export interface AccountSettingsPanelProps {
  email: string;
  /** Formatted date the account was created. */
  memberSince: string;
  /** The plan the member is on: 'Pro', 'Free'; undefined while it loads. */
  accountType?: string;
  /** The subscription's status; null without one (the account itself is active). */
  status?: StatusDisplay | null;
  /** Whether the subscription renews by itself; null without one; undefined while it loads. */
  autoRenewal?: boolean | null;
  className?: string;
}

const security = [{ label: 'Two-factor authentication', value: 'Not Enabled', on: false }];

/**
 * The payment dashboard's settings (product §2, §11.4): security, the account's renewal, and account
 * information from the member's real subscription (plan, status, renewal).
 */
export function AccountSettingsPanel({ email, memberSince, accountType, status, autoRenewal, className }: AccountSettingsPanelProps) {
  const renewal = autoRenewal === undefined ? <TextPlaceholder sample="Enabled" />
    : autoRenewal === null ? <Badge tone="neutral" size="sm">No subscription</Badge>
      : <Badge tone={autoRenewal ? 'success' : 'neutral'} size="sm">{autoRenewal ? 'Enabled' : 'Off: ends at the period end'}</Badge>;
  return (
    <div className={cx(styles.grid, className)}>
      <Card variant="outlined" header={<CardTitle>Security</CardTitle>}>
        <ul className={s.kvList}>
          {security.map((item) => (
            <li key={item.label} className={s.kvItem}>
              <span className={s.kvLabel}>{item.label}</span>
              <Badge tone={item.on ? 'success' : 'neutral'} size="sm">{item.value}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card variant="outlined" header={<CardTitle>Preferences</CardTitle>}>
        <ul className={s.kvList}>
          <li className={s.kvItem}><span className={s.kvLabel}>Auto-renewal</span>{renewal}</li>
          <li className={s.kvItem}><span className={s.kvLabel}>Invoices</span><span className={s.kvValue}>PDF in the Billing tab</span></li>
        </ul>
      </Card>
      <Card variant="outlined" header={<CardTitle>Account Information</CardTitle>} className={styles.wide}>
        <dl className={s.dl}>
          <div className={s.dlRow}><dt className={s.dt}>Email</dt><dd className={s.dd}>{email}</dd></div>
          <div className={s.dlRow}><dt className={s.dt}>Account type</dt><dd className={s.dd}>{accountType ?? <TextPlaceholder sample="Premium" />}</dd></div>
          <div className={s.dlRow}><dt className={s.dt}>Member since</dt><dd className={s.dd}>{memberSince}</dd></div>
          <div className={s.dlRow}>
            <dt className={s.dt}>Status</dt>
            <dd className={s.dd}>{status === undefined ? <TextPlaceholder sample="Active" /> : <StatusBadge {...(status ?? { label: 'Active', tone: 'success' })} size="sm" />}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
