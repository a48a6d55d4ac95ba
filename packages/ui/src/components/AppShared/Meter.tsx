import * as s from './meter.css';

export interface MeterProps {
  value: number;
  max: number;
  /** Accessible name. */
  label: string;
  /** Spoken value, e.g. '14 of 20 points'. */
  valueText?: string;
  tone?: 'primary' | 'accent' | 'success';
}

/** A thin progress bar with role=progressbar (used for milestones and payouts). */
export function Meter({ value, max, label, valueText, tone = 'primary' }: MeterProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const pct = (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={s.track}
    >
      <span className={s.fill({ tone })} style={{ width: `${pct}%` }} />
    </div>
  );
}
