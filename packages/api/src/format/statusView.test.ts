import { describe, expect, it } from 'vitest';
import { activeStatusView, applicationStatusView, invoiceStatusView, subscriptionStatusView } from './statusView';

describe('status views', () => {
  it('applications: pending reads Pending Review', () => {
    expect(applicationStatusView('pending')).toEqual({ label: 'Pending Review', tone: 'warning' });
    expect(applicationStatusView('approved')).toEqual({ label: 'Approved', tone: 'success' });
    expect(applicationStatusView('rejected')).toEqual({ label: 'Rejected', tone: 'danger' });
  });
  it('subscriptions: known statuses by name, both spellings of cancelled, unknown ones raw and neutral', () => {
    expect(['active', 'trialing', 'cancelled', 'canceled', 'past_due'].map((s) => subscriptionStatusView(s).label))
      .toEqual(['Active', 'Trialing', 'Cancelled', 'Cancelled', 'Past Due']);
    expect(subscriptionStatusView('incomplete_expired')).toEqual({ label: 'incomplete_expired', tone: 'neutral' });
  });
  it('invoices', () => {
    expect(['paid', 'open', 'void', 'uncollectible'].map((s) => invoiceStatusView(s).label)).toEqual(['Paid', 'Open', 'Void', 'Uncollectible']);
    expect(invoiceStatusView('uncollectible').tone).toBe('danger');
  });
  it('links and coupons: Active or Inactive', () => {
    expect(activeStatusView(true)).toEqual({ label: 'Active', tone: 'success' });
    expect(activeStatusView(false)).toEqual({ label: 'Inactive', tone: 'neutral' });
  });
  it('a status named like an object property is still an unknown status', () => {
    expect(invoiceStatusView('toString')).toEqual({ label: 'toString', tone: 'neutral' });
  });
});
