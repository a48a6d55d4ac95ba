import { cx } from '../../cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; pass null when a visible text already says it. */
  label?: string | null;
  className?: string;
}

/** A loading indicator; with a label it is a polite live status. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  if (label === null) return <span aria-hidden="true" className={cx(styles.spinner({ size }), className)} />;
  return (
    <span role="status" className={cx(styles.wrapper, className)}>
      <span aria-hidden="true" className={styles.spinner({ size })} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
