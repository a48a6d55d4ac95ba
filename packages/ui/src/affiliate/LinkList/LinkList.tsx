import { cx } from '../../cx';
import { CopyValueButton, EmptyState, LoadingState } from '../../private/AppShared';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import * as styles from './LinkList.css';

export interface LinkListItem {
  id: string;
  name: string;
  /** Full referral URL. */
  url: string;
  commissionRate: number;
  discountRate: number;
  /** Active or Inactive, as shown. */
  status: StatusDisplay;
}

export interface LinkListProps {
  links: readonly LinkListItem[];
  /** Copies a link's URL; false or a rejection means it was not copied. */
  onCopy: (url: string) => boolean | void | Promise<boolean | void>;
  loading?: boolean;
  className?: string;
}

/** Manage Links: each link's URL with a copy button. */
export function LinkList({ links, onCopy, loading = false, className }: LinkListProps) {
  if (loading) return <LoadingState text="Loading links..." />;
  if (links.length === 0) {
    return <EmptyState className={className} title="No links yet" description="Generate your first link with the form above." />;
  }
  return (
    <ul className={cx(styles.list, className)} aria-label="Your affiliate links">
      {links.map((link) => (
        <li key={link.id} className={styles.item}>
          <div className={styles.main}>
            <div className={styles.nameRow}>
              <span className={styles.name}>{link.name}</span>
              <StatusBadge {...link.status} />
              <span className={styles.meta}>{link.commissionRate}% commission · {link.discountRate}% discount</span>
            </div>
            <code className={styles.url} title={link.url}>{link.url}</code>
          </div>
          <CopyValueButton value={link.url} label={`link ${link.name}`} onCopy={onCopy} />
        </li>
      ))}
    </ul>
  );
}
