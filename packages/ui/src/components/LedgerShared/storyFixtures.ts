// Sample values for the affiliate money components' stories and tests (not exported by the kit).
// The formatters and the status views stand in for the ones the app passes from its SDK.
import type { FraudFlagItem } from '../FraudFlags';
import type { StatusDisplay } from '../StatusBadge';
import type { LedgerFormat } from './ledgerFormat';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC',
});
const asDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

export const sampleLedgerFormat: LedgerFormat = {
  money: (amount) => usd.format(amount),
  rate: (percent) => `${percent}%`,
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
