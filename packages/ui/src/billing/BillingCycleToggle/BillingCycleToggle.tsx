import { Radio, RadioGroup } from '@headlessui/react';
import { cx } from '../../cx';
import * as styles from './BillingCycleToggle.css';

export type BillingCycle = 'monthly' | 'yearly';

export interface BillingCycleToggleProps {
  /** Controlled value. */
  value?: BillingCycle;
  /** Uncontrolled start value; monthly by default (product §4). */
  defaultValue?: BillingCycle;
  onValueChange?: (value: BillingCycle) => void;
  /** Accessible name of the radio group. */
  label?: string;
  /** Text of the yearly saving badge. */
  yearlyBadge?: string;
  disabled?: boolean;
  className?: string;
}

/** Monthly / Yearly switch for the pricing view: a radio group with the yearly saving badged. */
export function BillingCycleToggle({
  value, defaultValue = 'monthly', onValueChange, label = 'Billing cycle', yearlyBadge = 'Save 20%', disabled, className,
}: BillingCycleToggleProps) {
  return (
    <RadioGroup
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(next: BillingCycle) => onValueChange?.(next)}
      aria-label={label}
      disabled={disabled}
      className={cx(styles.group, className)}
    >
      <Radio value="monthly" className={styles.option}>Monthly</Radio>
      <Radio value="yearly" className={styles.option}>
        Yearly
        {yearlyBadge ? <span className={styles.save}>{yearlyBadge}</span> : null}
      </Radio>
    </RadioGroup>
  );
}
