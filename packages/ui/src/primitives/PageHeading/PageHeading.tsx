import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  align?: 'start' | 'center';
  /** Id of the h1, e.g. to label a main region. */
  id?: string;
  className?: string;
}

/**
 * The page's h1 with a lead. The h1 has tabIndex -1 so the app can move focus to it
 * on route change (pass a ref); it shows the kit's ring when that move follows keyboard
 * navigation (:focus-visible) and none after a mouse click, like the reset's rule for
 * every `h1[tabindex="-1"]`.
 */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading(
  { title, lead, eyebrow, align = 'start', id, className },
  ref,
) {
  return (
    <header className={cx(styles.root, align === 'center' && styles.center, className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 ref={ref} id={id} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
});
