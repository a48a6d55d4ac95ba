import { Radio, RadioGroup } from '@headlessui/react';
import { cx } from '../../cx';
import * as styles from './PaymentChoice.css';

export interface PaymentChoiceOption {
  /** A saved card's id, or NEW_CARD for a card typed now. */
  id: string;
  /** 'Visa ending in 4242, expires 12/2030' or 'A new card'. */
  label: string;
  /** 'Default card'. */
  note?: string;
}

/** The option of a card typed now. */
export const NEW_CARD = 'new';

export interface PaymentChoiceProps {
  options: readonly PaymentChoiceOption[];
  value: string;
  onValueChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** How to pay at checkout: one of the saved cards or a new one (a radio group; arrows move between the options). */
export function PaymentChoice({ options, value, onValueChange, label = 'Pay with', disabled, className }: PaymentChoiceProps) {
  return (
    <RadioGroup value={value} onChange={onValueChange} aria-label={label} disabled={disabled} className={cx(styles.group, className)}>
      {options.map((o) => (
        <Radio key={o.id} value={o.id} className={styles.option}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.label}>{o.label}</span>
            {o.note ? <span className={styles.note}>{o.note}</span> : null}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
