import { Badge } from '../Badge';

/** The tone a status is shown in: a meaning the kit maps to its colours. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A status as shown: its label and tone, chosen by the app (the rules live with the data, not here). */
export interface StatusDisplay {
  label: string;
  tone: StatusTone;
}

export interface StatusBadgeProps extends StatusDisplay {
  size?: 'sm' | 'md';
  className?: string;
}

/** One badge for every status of the product: a dot and the label, in the status's tone. */
export function StatusBadge({ label, tone, size = 'sm', className }: StatusBadgeProps) {
  return (
    <Badge tone={tone} size={size} className={className} data-status={label}>
      <span aria-hidden="true" style={{ width: 6, height: 6, borderRadius: 9999, background: 'currentColor', flex: 'none' }} />
      {label}
    </Badge>
  );
}
