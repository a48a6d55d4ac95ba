import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import * as styles from './TrialOffer.css';

export interface TrialOfferProps {
  /** 'Or try Pro free for 14 days: no card needed today.' */
  description: string;
  /** 'Start 14-day free trial'. */
  label: string;
  /** Opens the trial's confirmation (the app asks before starting it). */
  onStart: () => void;
  disabled?: boolean;
  className?: string;
}

/** The free trial offered beside a checkout (product §11.3): what it is, and a button that asks to confirm it. */
export function TrialOffer({ description, label, onStart, disabled, className }: TrialOfferProps) {
  return (
    <div className={cx(styles.offer, className)}>
      <p className={styles.text}>{description}</p>
      <Button variant="outline" onClick={onStart} disabled={disabled}>{label}</Button>
    </div>
  );
}
