import { Badge, type BadgeTone } from '../Badge';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export type InvoiceStatus = 'paid' | 'open' | 'void' | 'uncollectible';
export type SubscriptionStatus = 'active' | 'trialing' | 'cancelled' | 'canceled' | 'past_due';

export type StatusBadgeProps = { size?: 'sm' | 'md'; className?: string } & (
  | { kind: 'application'; status: ApplicationStatus | (string & {}) }
  /** Affiliate links and coupons. */
  | { kind: 'active'; active: boolean }
  | { kind: 'subscription'; status: SubscriptionStatus | (string & {}) }
  | { kind: 'invoice'; status: InvoiceStatus | (string & {}) }
);

interface Resolved { label: string; tone: BadgeTone }

const application: Record<ApplicationStatus, Resolved> = {
  pending: { label: 'Pending Review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};
const subscription: Record<SubscriptionStatus, Resolved> = {
  active: { label: 'Active', tone: 'success' },
  trialing: { label: 'Trialing', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  canceled: { label: 'Cancelled', tone: 'neutral' },
  past_due: { label: 'Past Due', tone: 'danger' },
};
const invoice: Record<InvoiceStatus, Resolved> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Open', tone: 'info' },
  void: { label: 'Void', tone: 'neutral' },
  uncollectible: { label: 'Uncollectible', tone: 'danger' },
};

function lookup<K extends string>(table: Record<K, Resolved>, status: string): Resolved {
  return Object.prototype.hasOwnProperty.call(table, status) ? table[status as K] : { label: status, tone: 'neutral' };
}

/** The label and tone a status shows with; unknown values are shown raw in a neutral tone. */
export function resolveStatus(props: StatusBadgeProps): Resolved {
  switch (props.kind) {
    case 'application': return lookup(application, props.status);
    case 'active': return props.active ? { label: 'Active', tone: 'success' } : { label: 'Inactive', tone: 'neutral' };
    case 'subscription': return lookup(subscription, props.status);
    case 'invoice': return lookup(invoice, props.status);
  }
}

/** One badge for every status of the product: applications, links and coupons, subscriptions, invoices. */
export function StatusBadge(props: StatusBadgeProps) {
  const { label, tone } = resolveStatus(props);
  return (
    <Badge tone={tone} size={props.size ?? 'sm'} className={props.className} data-status={label}>
      <span aria-hidden="true" style={{ width: 6, height: 6, borderRadius: 9999, background: 'currentColor', flex: 'none' }} />
      {label}
    </Badge>
  );
}
