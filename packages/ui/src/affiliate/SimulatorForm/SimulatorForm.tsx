import type { FormEvent, ReactNode } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import type { LedgerFormat } from '../../private/LedgerShared';
import { Switch } from '../../primitives/Switch';
import { numberFromText, TextField } from '../../primitives/TextField';
import * as styles from './SimulatorForm.css';

export interface SimulatorFormProps {
  /** Referred users (product §9 default 10). */
  users: number;
  onUsersChange: (value: number) => void;
  /** Commission percent, 0..maxCommission. */
  commissionRate: number;
  /** The highest commission (the app's rule). */
  maxCommission: number;
  onCommissionRateChange: (value: number) => void;
  includeMilestoneBonuses: boolean;
  onIncludeMilestoneBonusesChange: (value: boolean) => void;
  /** Optional explicit calculate action; results may also update live. */
  onSubmit?: () => void;
  errors?: { users?: ReactNode; commissionRate?: ReactNode };
  /** How the users' count is written (the app's formatter, product §16.1), e.g. '1,000 users'. */
  format: Pick<LedgerFormat, 'count'>;
  className?: string;
}

/** Earnings calculator inputs: users, commission and the optional milestone bonuses. */
export function SimulatorForm({
  users, onUsersChange, commissionRate, maxCommission, onCommissionRateChange, includeMilestoneBonuses, onIncludeMilestoneBonusesChange,
  onSubmit, errors = {}, format, className,
}: SimulatorFormProps) {
  const handle = (event: FormEvent<HTMLFormElement>) => { event.preventDefault(); onSubmit?.(); };
  return (
    <form className={cx(styles.panel, className)} onSubmit={handle} noValidate aria-label="Earnings simulator">
      <div>
        <h3 className={styles.title}>Earnings simulator</h3>
        <p className={styles.description}>Estimate what you could earn from the users you refer.</p>
      </div>
      <div className={styles.inputs}>
        <TextField label="Referred users" type="number" inputMode="numeric" min={0} step={1} value={String(users)}
          onValueChange={(v) => onUsersChange(Math.max(0, Math.round(numberFromText(v))))} error={errors.users} hint={`${format.count(users)} users`} />
        <TextField label="Commission rate (%)" type="number" inputMode="numeric" min={0} max={maxCommission} step={1} value={String(commissionRate)}
          onValueChange={(v) => onCommissionRateChange(numberFromText(v))} error={errors.commissionRate} hint={`Between 0 and ${maxCommission}%.`} />
      </div>
      <div className={styles.switchRow}>
        <Switch
          label="Include milestone bonuses"
          description="One-time cash bonuses added when a points threshold is reached."
          checked={includeMilestoneBonuses}
          onCheckedChange={onIncludeMilestoneBonusesChange}
        />
      </div>
      {onSubmit ? <div><Button type="submit">Calculate</Button></div> : null}
    </form>
  );
}
