// Texts of the affiliate money screens (the spec shows none of them): the commission history,
// earnings chart, referred customers, payouts and the admin's reviews. In a module of their own,
// so pages that do not show affiliate money do not load them.
import { formatCurrency } from '../format/formatCurrency';

export const ledgerMessages = {
  loadCommissionsFailed: 'Failed to load commissions.',
  loadEarningsFailed: 'Failed to load earnings.',
  loadCustomersFailed: 'Failed to load referred customers.',
  loadPayoutsFailed: 'Failed to load payouts.',
  loadAuditFailed: 'Failed to load the audit log.',
  noCommissions: 'No commissions yet. They appear when a customer you referred pays.',
  noMatchingCommissions: 'No commissions match these filters.',
  noCustomers: 'No referred customers have paid yet.',
  noPayouts: 'No payouts yet.',
  // COMMISSION_HOLD_DAYS written out, not interpolated, so importing a rule does not carry this
  // object (product §16.2); ledgerRules.test.ts ties the two.
  holdingPeriod: 'A commission stays pending for 30 days after the payment, so a refund can void it; then it is approved.',
  heldForReview: 'On hold: our team reviews this commission before it can be approved.',
  payoutRequested: 'Payout requested',
  payoutRequestedDetail: (amount: number) => `We will transfer ${formatCurrency(amount)} and let you know when it is paid.`,
  payoutBelowMinimum: (available: number, threshold: number) =>
    `Payouts start at ${formatCurrency(threshold)} of approved commission; ${formatCurrency(available)} is approved so far.`,
  payoutOpen: 'Your payout request is being processed.',
  payoutFailed: 'Failed to request the payout. Please try again.',
  exportStarted: 'Export started',
  exportFailed: 'Failed to export commissions.',
  referenceRequired: 'Please enter the transfer reference.',
  reasonRequired: 'Please give a reason.',
  payoutMarkedPaid: 'Payout marked as paid',
  payoutRejected: 'Payout rejected',
  commissionApproved: 'Commission approved',
  commissionVoided: 'Commission voided',
  decisionFailed: 'The decision was not saved. Please try again.',
} as const;
