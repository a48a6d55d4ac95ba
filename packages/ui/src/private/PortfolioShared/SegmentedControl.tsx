import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: ReactNode;
  /** Accessible name when the visible label is an abbreviation, e.g. '1 month' for '1M'. */
  ariaLabel?: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the group (a fieldset legend). */
  legend: ReactNode;
  hideLegend?: boolean;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** The radios' name; generated when omitted. */
  name?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  /** Ids of an error or hint that describes the group. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * One choice of a few, as a row of segments. Native radio buttons under the look: arrow keys
 * move the choice, Tab leaves the group, and forms and screen readers get a radio group for free.
 */
export function SegmentedControl<Value extends string>({
  legend, hideLegend = false, options, value, onValueChange, name, disabled, size = 'md', fullWidth = false, describedBy, invalid,
  className,
}: SegmentedControlProps<Value>) {
  const generated = useId();
  const groupName = name ?? `segmented-${generated}`;
  return (
    <fieldset className={cx(styles.fieldset, className)} aria-describedby={describedBy} disabled={disabled}>
      <legend className={hideLegend ? visuallyHidden : styles.legend}>{legend}</legend>
      <div className={styles.track({ fullWidth, invalid: invalid === true })}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment({ size, fullWidth })}>
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              aria-label={option.ariaLabel}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
