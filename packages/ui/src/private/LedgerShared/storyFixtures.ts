// Sample values for the affiliate components' stories and tests (not exported by the kit).
// The format is the SDK's, as the app builds it (stories and tests may import the SDK; the kit's
// components never do), except the dates: the SDK writes them in the reader's time zone, the
// stand-ins here in UTC so a story reads the same on every machine.
import { formatCount, formatCurrency, formatPercent, formatRate } from '@pt/api/format';
import type { FraudFlagItem } from '../../private/FraudFlags';
import type { StatusDisplay } from '../../primitives/StatusBadge';
import type { LedgerFormat } from './ledgerFormat';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC',
});
const asDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

export const sampleLedgerFormat: LedgerFormat = {
  money: (amount) => formatCurrency(amount),
  rate: (percent) => formatRate(percent),
  count: (value) => formatCount(value),
  share: (percent) => formatPercent(percent / 100, { digits: 1 }),
  date: (iso) => day.format(asDate(iso)),
  dateTime: (iso) => moment.format(asDate(iso)),
};

/** The commission statuses as the SDK's `commissionStatusView` shows them. */
export const commissionViews = {
  pending: { label: 'Pending', tone: 'warning' },
  held: { label: 'On hold', tone: 'danger' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  voided: { label: 'Voided', tone: 'neutral' },
} as const satisfies Record<string, StatusDisplay>;

/** The ledger's statuses in the order the filter and the totals list them. */
export const commissionStatuses = (['pending', 'approved', 'paid', 'voided'] as const).map((value) => ({ value, ...commissionViews[value] }));

export const payoutViews = {
  requested: { label: 'Requested', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
} as const satisfies Record<string, StatusDisplay>;

export const payoutStatuses = (['requested', 'paid', 'rejected'] as const).map((value) => ({ value, ...payoutViews[value] }));

export const selfReferral: FraudFlagItem = {
  code: 'self_referral', label: 'Self-referral', reason: "The customer's e-mail is the affiliate's own address with a +tag.",
};
export const disposableEmail: FraudFlagItem = {
  code: 'disposable_email', label: 'Disposable e-mail', reason: 'The customer signed up with a disposable address (mailinator.com).',
};
export const networkBurst: FraudFlagItem = {
  code: 'network_burst', label: 'Burst from one network', reason: '14 sign-ups from one network within an hour.',
};

/** The stand-in for the app's rule that a reference or a reason is required. */
export const requiredText = (message: string) => (text: string): string | undefined => (text.trim() === '' ? message : undefined);
