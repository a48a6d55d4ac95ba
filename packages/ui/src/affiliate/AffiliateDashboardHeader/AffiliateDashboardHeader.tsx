import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { LogoutIcon, RefreshIcon } from '../../primitives/Icon';
import * as styles from './AffiliateDashboardHeader.css';

export interface AffiliateDashboardHeaderProps {
  /** Full name, shown when present; otherwise the e-mail. */
  fullName?: string | null;
  email?: string | null;
  onRefresh?: () => void;
  refreshing?: boolean;
  onSignOut?: () => void;
  signingOut?: boolean;
  title?: string;
  className?: string;
}

/** Title, welcome line, and the Refresh and Sign Out actions of the affiliate dashboard. */
export function AffiliateDashboardHeader({
  fullName, email, onRefresh, refreshing = false, onSignOut, signingOut = false, title = 'Affiliate Dashboard', className,
}: AffiliateDashboardHeaderProps) {
  const who = fullName?.trim() || email?.trim();
  return (
    <header className={cx(styles.header, className)}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.welcome}>{who ? `Welcome back, ${who}!` : 'Welcome back!'}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing} loadingText="Refreshing..." leadingIcon={<RefreshIcon size={16} />}>
          Refresh
        </Button>
        <Button variant="ghost" size="sm" onClick={onSignOut} loading={signingOut} loadingText="Signing out..." leadingIcon={<LogoutIcon size={16} />}>
          Sign Out
        </Button>
      </div>
    </header>
  );
}
