import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A disabled switch can still be on, e.g. 'Essential (always active)'. */
  disabled?: boolean;
  /** Submits with forms under this name. */
  name?: string;
  value?: string;
  className?: string;
}

/** An on/off switch with a label and optional description (Headless UI). */
export function Switch({ label, description, checked, defaultChecked, onCheckedChange, disabled, name, value, className }: SwitchProps) {
  return (
    <Field disabled={disabled} className={cx(styles.field, className)}>
      <span className={styles.text}>
        <Label className={styles.label}>{label}</Label>
        {description ? <Description className={styles.description}>{description}</Description> : null}
      </span>
      <HeadlessSwitch
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onCheckedChange}
        name={name}
        value={value}
        className={styles.track}
      >
        <span aria-hidden="true" className={styles.thumb} />
      </HeadlessSwitch>
    </Field>
  );
}
