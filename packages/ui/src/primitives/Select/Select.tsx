import { forwardRef, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'children' | 'size' | 'value' | 'defaultValue'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a country'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  hideLabel?: boolean;
  size?: 'md' | 'lg';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  selectClassName?: string;
}

/** A styled native select with label, hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label, options, placeholder, hint, error, optional, hideLabel, size, value, defaultValue, onValueChange, onChange,
    className, selectClassName, id, required, ...rest
  },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  // With a placeholder and nothing chosen yet, start on the empty option.
  const initial = defaultValue ?? (placeholder !== undefined && value === undefined ? '' : undefined);
  return (
    <Field label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel} required={required} id={id} className={className}>
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            value={value}
            defaultValue={initial}
            {...rest}
            {...control}
            onChange={handleChange}
            className={cx(fieldStyles.control({ size }), styles.select, selectClassName)}
          >
            {placeholder !== undefined ? <option value="" disabled={required}>{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>{option.label}</option>
            ))}
          </select>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
});
