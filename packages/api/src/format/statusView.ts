// How each status of the product is shown (spec 4 and decisions in the README): a label and a
// tone. The tone is a meaning, not a colour; a component kit maps it to its own look.

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface StatusView {
  label: string;
  tone: StatusTone;
}

type StatusTable = Readonly<Record<string, StatusView>>;

/** Known statuses get their label and tone; any other value is shown as sent, in the neutral tone. */
function viewFrom(table: StatusTable): (status: string) => StatusView {
  return (status) => (Object.prototype.hasOwnProperty.call(table, status) ? table[status]! : { label: status, tone: 'neutral' });
}

/** Affiliate applications: pending reads 'Pending Review' (spec 4). */
export const applicationStatusView = viewFrom({
  pending: { label: 'Pending Review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
});

/** Subscriptions: both spellings of cancelled read 'Cancelled'. */
export const subscriptionStatusView = viewFrom({
  active: { label: 'Active', tone: 'success' },
  trialing: { label: 'Trialing', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  canceled: { label: 'Cancelled', tone: 'neutral' },
  past_due: { label: 'Past Due', tone: 'danger' },
});

/** Invoices, as the card provider names their states. */
export const invoiceStatusView = viewFrom({
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Open', tone: 'info' },
  void: { label: 'Void', tone: 'neutral' },
  uncollectible: { label: 'Uncollectible', tone: 'danger' },
});

/** Affiliate links and coupons: Active or Inactive. */
export const activeStatusView = (isActive: boolean): StatusView =>
  isActive ? { label: 'Active', tone: 'success' } : { label: 'Inactive', tone: 'neutral' };
