import { cx } from '../../cx';
import * as s from '../AppShared/styles.css';
import { Badge } from '../Badge';
import { Card, CardTitle } from '../Card';
import * as styles from './AccountSettingsPanel.css';

export interface AccountSettingsPanelProps {
  email: string;
  /** Formatted date the account was created. */
  memberSince: string;
  className?: string;
}

const security = [{ label: 'Two-factor authentication', value: 'Not Enabled', on: false }];
const preferences = [
  { label: 'Email notifications', value: 'Enabled', on: true },
  { label: 'Auto-renewal', value: 'Enabled', on: true },
  { label: 'Receipts by email', value: 'Enabled', on: true },
];

/** Static account settings of the payment dashboard (product §2): security, preferences and account info. */
export function AccountSettingsPanel({ email, memberSince, className }: AccountSettingsPanelProps) {
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
          {preferences.map((item) => (
            <li key={item.label} className={s.kvItem}>
              <span className={s.kvLabel}>{item.label}</span>
              <Badge tone="success" size="sm">{item.value}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card variant="outlined" header={<CardTitle>Account Information</CardTitle>} className={styles.wide}>
        <dl className={s.dl}>
          <div className={s.dlRow}><dt className={s.dt}>Email</dt><dd className={s.dd}>{email}</dd></div>
          <div className={s.dlRow}><dt className={s.dt}>Account type</dt><dd className={s.dd}>Premium</dd></div>
          <div className={s.dlRow}><dt className={s.dt}>Member since</dt><dd className={s.dd}>{memberSince}</dd></div>
          <div className={s.dlRow}><dt className={s.dt}>Status</dt><dd className={s.dd}><Badge tone="success" size="sm">Active</Badge></dd></div>
        </dl>
      </Card>
    </div>
  );
}
