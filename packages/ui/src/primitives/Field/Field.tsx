import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { AlertTriangleIcon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Field.css';

/** Props a form control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Helper text under the control; stays visible while there is an error. */
  hint?: ReactNode;
  /** Error message; when set the control is marked aria-invalid and points to it. */
  error?: ReactNode;
  required?: boolean;
  /** Shows '(optional)' after the label; use on forms where most fields are required. */
  optional?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Extra ids to add to aria-describedby (e.g. a character counter). */
  describedBy?: string;
  /** Hides the label visually but keeps it as the accessible name. */
  hideLabel?: boolean;
  className?: string;
  /** Render the control with the wiring props spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around any control, wired with aria-describedby and aria-invalid. */
export function Field({ label, hint, error, required, optional, id, describedBy, hideLabel, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = cx(hintId, errorId, describedBy) || undefined;

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required ? <span aria-hidden="true" className={styles.requiredMark}>*</span> : null}
        {optional && !required ? <span className={styles.optionalMark}>(optional)</span> : null}
      </label>
      {children({ id: controlId, 'aria-describedby': describedByIds, 'aria-invalid': error ? true : undefined, required })}
      {hint ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertTriangleIcon size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
