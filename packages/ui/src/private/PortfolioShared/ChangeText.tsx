import { cx } from '../../cx';
import { signedText } from './changeTone';
import * as styles from './portfolioShared.css';

export interface ChangeTextProps {
  /** The change; null shows `emptyText`. */
  value: number | null;
  format: (magnitude: number) => string;
  /** A ratio shown after the amount in brackets, e.g. the day change's percentage. */
  ratio?: number | null;
  formatRatio?: (magnitude: number) => string;
  /** Shown when there is no value, e.g. for a holding without a quote. */
  emptyText?: string;
  /** Puts the ratio on a line of its own (table cells). */
  stacked?: boolean;
  className?: string;
}

/**
 * A gain or loss: the sign and an arrow say which, the colour only repeats it (never colour
 * alone). Tone comes from the amount; the ratio takes the amount's tone.
 */
export function ChangeText({ value, format, ratio, formatRatio, emptyText = '\u2014', stacked = false, className }: ChangeTextProps) {
  if (value === null) return <span className={cx(styles.tone.neutral, className)}>{emptyText}</span>;
  const amount = signedText(value, format);
  const percent = ratio !== null && ratio !== undefined && formatRatio ? signedText(ratio, formatRatio).text : null;
  return (
    <span className={cx(styles.change, stacked && styles.changeStacked, styles.tone[amount.tone], className)}>
      <span className={styles.changeAmount}>
        {amount.tone === 'neutral' ? null : <span aria-hidden="true" className={styles.arrow}>{amount.tone === 'positive' ? '\u25B2' : '\u25BC'}</span>}
        {amount.text}
      </span>
      {percent === null ? null : <span className={styles.changeRatio}>{stacked ? percent : `(${percent})`}</span>}
    </span>
  );
}
