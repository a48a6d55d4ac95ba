import { forwardRef, useId, useState, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Textarea.css';

export interface TextareaProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  hideLabel?: boolean;
  /** Shows a character counter; with minLength it tells how many are still needed. */
  showCount?: boolean;
  onValueChange?: (value: string) => void;
  className?: string;
  textareaClassName?: string;
}

function counterText(length: number, minLength?: number, maxLength?: number): string {
  if (maxLength !== undefined) return `${length} / ${maxLength}`;
  if (minLength !== undefined && length < minLength) return `${length} characters (at least ${minLength})`;
  return `${length} characters`;
}

/** A labelled multi-line text input with hint, error and an optional counter. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label, hint, error, optional, hideLabel, showCount, onValueChange, onChange, className, textareaClassName,
    id, required, value, defaultValue, minLength, maxLength, rows = 4, ...rest
  },
  ref,
) {
  const counterId = `textarea-count-${useId()}`;
  // The counter needs the length in both controlled and uncontrolled use.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  const isShort = minLength !== undefined && length > 0 && length < minLength;
  return (
    <Field
      label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel} required={required} id={id}
      describedBy={showCount ? counterId : undefined} className={className}
    >
      {(control) => (
        <>
          <textarea
            ref={ref}
            rows={rows}
            value={value}
            defaultValue={defaultValue}
            minLength={minLength}
            maxLength={maxLength}
            {...rest}
            {...control}
            onChange={handleChange}
            className={cx(fieldStyles.control(), styles.textarea, textareaClassName)}
          />
          {showCount ? (
            <span id={counterId} className={cx(styles.counter, isShort ? styles.counterShort : undefined)}>
              {counterText(length, minLength, maxLength)}
            </span>
          ) : null}
        </>
      )}
    </Field>
  );
});
