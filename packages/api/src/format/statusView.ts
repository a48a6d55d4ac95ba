// How each status of the product is shown (product §4 and decisions in the README): a label and a
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

/** Affiliate applications: pending reads 'Pending Review' (product §4). */
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

const commissionStatuses = viewFrom({
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  voided: { label: 'Voided', tone: 'neutral' },
});
const HELD: StatusView = { label: 'On hold', tone: 'danger' };

/** Affiliate commissions: pending in the holding period, 'On hold' while a fraud flag holds it, approved, paid, voided. */
export const commissionStatusView = (status: string, held = false): StatusView => (held && status === 'pending' ? HELD : commissionStatuses(status));

/** Payout requests. */
export const payoutStatusView = viewFrom({
  requested: { label: 'Requested', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
});

/** Referred customers. */
export const referredCustomerStatusView = viewFrom({
  active: { label: 'Active', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'danger' },
});
