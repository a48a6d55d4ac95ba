import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as fieldStyles from '../Field/Field.css';
import { AlertTriangleIcon } from '../Icon';
import * as styles from './CheckboxGroup.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** The question the options answer, shown as the fieldset legend. */
  legend: ReactNode;
  options: readonly CheckboxOption[];
  /** Checked values (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (values: string[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name; each checked box submits its value under it. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** A set of checkboxes that reports the checked values as an array, in option order. */
export function CheckboxGroup({
  legend, options, value, defaultValue = [], onValueChange, hint, error, name, disabled, className,
}: CheckboxGroupProps) {
  const baseId = `checkbox-group-${useId()}`;
  const [uncontrolledValue, setUncontrolledValue] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolledValue;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;

  const toggle = (optionValue: string, checked: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((v) => (v === optionValue ? checked : selected.includes(v)));
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  return (
    <fieldset
      className={cx(styles.fieldset, className)}
      disabled={disabled}
      aria-describedby={cx(hintId, errorId) || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p id={hintId} className={fieldStyles.hint}>{hint}</p> : null}
      <div className={styles.options}>
        {options.map((option, index) => {
          const inputId = `${baseId}-${index}`;
          const descriptionId = option.description ? `${inputId}-description` : undefined;
          const isDisabled = disabled || option.disabled;
          return (
            <label key={option.value} htmlFor={inputId} className={cx(styles.option, isDisabled ? styles.optionDisabled : undefined)}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={isDisabled}
                aria-describedby={descriptionId}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                {option.description ? <span id={descriptionId} className={styles.description}>{option.description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <AlertTriangleIcon size={16} className={fieldStyles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
