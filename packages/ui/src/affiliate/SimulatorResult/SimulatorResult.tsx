import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from '../SimulatorForm/SimulatorForm.css';

export interface SimulatorResultItem {
  label: string;
  /** Formatted value, e.g. '$449.85'. */
  value: string;
  /** Highlights the total. */
  emphasis?: boolean;
}

export interface SimulatorResultProps {
  items: readonly SimulatorResultItem[];
  /** Assumptions, e.g. 'Assumes a 5% conversion rate and a $29.99 premium price.' */
  footnote?: ReactNode;
  title?: string;
  className?: string;
}

/** The simulator's estimates, computed by the page and passed in. */
export function SimulatorResult({ items, footnote = 'Assumes a 5% conversion rate and a $29.99 premium price. Estimates only.', title = 'Estimated earnings', className }: SimulatorResultProps) {
  return (
    <section className={cx(styles.panel, className)} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.results} aria-live="polite">
        {items.map((item) => (
          <div key={item.label} className={cx(styles.resultItem, item.emphasis ? styles.resultTotal : undefined)}>
            <dt className={styles.resultLabel}>{item.label}</dt>
            <dd className={styles.resultValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </section>
  );
}
