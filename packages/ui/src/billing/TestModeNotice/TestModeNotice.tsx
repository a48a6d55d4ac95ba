import { cx } from '../../cx';
import { Badge } from '../../primitives/Badge';
import { InfoIcon } from '../../primitives/Icon';
import * as styles from './TestModeNotice.css';

export interface TestCardItem {
  /** Grouped for reading: '4242 4242 4242 4242'. */
  number: string;
  brand: string;
  /** What it does: 'Succeeds', 'Is declined'. */
  description: string;
}

export interface TestModeNoticeProps {
  cards: readonly TestCardItem[];
  className?: string;
}

/**
 * Says that payments are in test mode (the local card provider: no real card is charged) and lists the
 * test card numbers with what each does (product §11.2).
 */
export function TestModeNotice({ cards, className }: TestModeNoticeProps) {
  return (
    <aside className={cx(styles.notice, className)} aria-label="Test mode">
      <div className={styles.head}>
        <span className={styles.icon}><InfoIcon size={18} /></span>
        <p className={styles.title}>Test mode</p>
        <Badge tone="warning" size="sm">No real charges</Badge>
      </div>
      <p className={styles.text}>
        Payments here use a test card provider: no real card is charged. Use one of these numbers with any future expiry date, any security code and any name.
      </p>
      <ul className={styles.list} aria-label="Test card numbers">
        {cards.map((c) => (
          <li key={c.number} className={styles.item}>
            <span className={styles.number}>{c.number}</span>
            <span className={styles.what}>{c.brand}: {c.description}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
