import { forwardRef, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Field } from '../Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  hideLabel?: boolean;
  size?: 'md' | 'lg';
  /** Decoration before the text, e.g. an icon or '$'. Not interactive. */
  leadingAdornment?: ReactNode;
  /** Content after the text, e.g. a unit or an icon button. */
  trailingAdornment?: ReactNode;
  /** Called with the new text on every change, next to the native onChange. */
  onValueChange?: (value: string) => void;
  /** Class for the outer field wrapper (the input itself takes `inputClassName`). */
  className?: string;
  inputClassName?: string;
  describedBy?: string;
}

/** A labelled single-line text input with hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label, hint, error, optional, hideLabel, size, leadingAdornment, trailingAdornment, onValueChange, onChange,
    className, inputClassName, id, required, describedBy, type = 'text', ...rest
  },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <Field label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel} required={required} id={id} describedBy={describedBy} className={className}>
      {(control) => {
        const input = (
          <input
            ref={ref}
            type={type}
            {...rest}
            {...control}
            onChange={handleChange}
            className={cx(
              styles.control({ size }),
              leadingAdornment ? styles.withLeading : undefined,
              trailingAdornment ? styles.withTrailing : undefined,
              inputClassName,
            )}
          />
        );
        if (!leadingAdornment && !trailingAdornment) return input;
        return (
          <div className={styles.adornedWrapper}>
            {leadingAdornment ? <span className={styles.leading}>{leadingAdornment}</span> : null}
            {input}
            {trailingAdornment ? <span className={styles.trailing}>{trailingAdornment}</span> : null}
          </div>
        );
      }}
    </Field>
  );
});
