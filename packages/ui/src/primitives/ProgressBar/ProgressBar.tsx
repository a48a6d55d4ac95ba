import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  value: number;
  min?: number;
  max?: number;
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Hides the label visually (it still names the bar). */
  hideLabel?: boolean;
  /** Text read instead of the raw number, e.g. '12 of 20 points'. Also shown on the right. */
  valueText?: string;
  /** Shows the percentage (or valueText) on the right of the label. */
  showValue?: boolean;
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'accent';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A determinate progress bar (role=progressbar) with a label. */
export function ProgressBar({
  value, min = 0, max = 100, label, hideLabel = false, valueText, showValue = true, tone, size, className,
}: ProgressBarProps) {
  const labelId = `progress-${useId()}`;
  const range = max - min;
  // Out-of-range values are clamped so the bar never overflows.
  const clamped = Math.min(max, Math.max(min, value));
  const percent = range > 0 ? Math.round(((clamped - min) / range) * 100) : 0;
  const shownValue = valueText ?? `${percent}%`;
  return (
    <div className={cx(styles.root, className)}>
      <div className={hideLabel ? visuallyHidden : styles.labelRow}>
        <span id={labelId} className={styles.label}>{label}</span>
        {showValue ? <span aria-hidden="true" className={styles.valueText}>{shownValue}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        className={styles.track({ size })}
      >
        <div className={styles.fill({ tone })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
