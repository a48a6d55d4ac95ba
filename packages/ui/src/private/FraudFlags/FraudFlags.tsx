import { cx } from '../../cx';
import { Badge } from '../../primitives/Badge';
import { AlertTriangleIcon } from '../../primitives/Icon';
import * as styles from './FraudFlags.css';

/** One fraud signal; the SDK's `FraudFlag` with the label the app gives its code (`fraudFlagLabel`). */
export interface FraudFlagItem {
  /** A stable code, e.g. 'self_referral'. */
  code: string;
  /** The code as shown, e.g. 'Self-referral'; the code itself when missing. */
  label?: string;
  /** One sentence on what was seen, e.g. 'The customer signed up from the affiliate's own network.' */
  reason: string;
}

export interface FraudFlagsProps {
  flags: readonly FraudFlagItem[];
  /** Names the list for screen readers. */
  label?: string;
  /** 'sm' inside a table row or a card; 'md' in a dialog. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Why an application or a commission was flagged: each signal as a badge naming it and a sentence
 * saying what was seen. Always written out, never in a tooltip, so touch and keyboard users read it
 * too. Nothing when there are no flags.
 */
export function FraudFlags({ flags, label = 'Fraud signals', size = 'sm', className }: FraudFlagsProps) {
  if (flags.length === 0) return null;
  return (
    <div className={cx(styles.frame, className)}>
      <ul className={styles.list} aria-label={label}>
        {flags.map((flag, index) => (
          <li key={`${flag.code}-${index}`} className={styles.item({ size })}>
            <Badge tone="warning" size="sm" icon={<AlertTriangleIcon size={12} />} className={styles.badge} data-code={flag.code}>
              {flag.label ?? flag.code}
            </Badge>
            <span className={styles.reason}>{flag.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
