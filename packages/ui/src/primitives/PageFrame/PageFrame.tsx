import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './PageFrame.css';

export interface PageFrameProps {
  children?: ReactNode;
  /** Max content width: md 1040, lg 1240 px. */
  width?: 'md' | 'lg';
  /** Space between the page's blocks: md 24 px, lg 40 px. */
  spacing?: 'md' | 'lg';
  /** Id of the element that names the page (usually its h1). */
  labelledBy?: string;
  className?: string;
}

/**
 * The `main` landmark of a signed-in product page (affiliate, admin): centred column with
 * the page gutters and a gap between blocks. Wide children never widen the page on phones.
 */
export function PageFrame({ children, width, spacing, labelledBy, className }: PageFrameProps) {
  return (
    <main id="main" className={cx(styles.main, className)} aria-labelledby={labelledBy}>
      <div className={styles.inner({ width, spacing })}>{children}</div>
    </main>
  );
}
