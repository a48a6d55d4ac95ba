import { useId, type KeyboardEvent } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { CheckIcon } from '../../primitives/Icon';
import { TextField } from '../../primitives/TextField';
import * as styles from './PromotionCodeField.css';

export interface PromotionCodeFieldProps {
  /** The code as typed (kept as typed when it is refused). */
  value: string;
  onValueChange: (value: string) => void;
  /** Checks the code (Apply, or Enter in the field). */
  onApply: () => void;
  /** The code applied, as the server names it; the field gives way to it. */
  applied?: string | null;
  onRemove?: () => void;
  /** Why the code was refused. */
  error?: string | null;
  /** The code is being checked. */
  checking?: boolean;
  disabled?: boolean;
}

/** A promotion code at checkout (product §11.3): typed, checked by the server, then applied or refused with the reason. */
export function PromotionCodeField({ value, onValueChange, onApply, applied, onRemove, error, checking = false, disabled }: PromotionCodeFieldProps) {
  const id = useId();
  if (applied) {
    return (
      <div className={styles.applied} role="status">
        <span className={styles.appliedText}><CheckIcon size={16} /> Code <Badge tone="success" size="sm">{applied}</Badge> applied</span>
        {onRemove ? <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>Remove code</Button> : null}
      </div>
    );
  }
  // Enter applies the code: the checkout's form is not submitted from this field.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!checking) onApply();
    }
  };
  return (
    <div className={styles.row}>
      <TextField
        id={`${id}-code`}
        className={styles.field}
        label="Promotion code"
        optional
        value={value}
        onValueChange={onValueChange}
        onKeyDown={onKeyDown}
        error={error ?? undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
      />
      <Button variant="outline" className={styles.apply} onClick={onApply} loading={checking} loadingText="Checking..." disabled={disabled}>Apply</Button>
    </div>
  );
}
