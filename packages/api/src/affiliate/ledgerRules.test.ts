import { describe, expect, it } from 'vitest';
import { commissionStatusView, payoutStatusView, referredCustomerStatusView } from '../format/statusView';
import { COMMISSION_HOLD_DAYS, commissionHoldUntil } from './commissionHold';
import { commissionsCsvFileName, commissionsToCsvRows, COMMISSION_CSV_HEADER } from './commissionsToCsvRows';
import { fraudFlagLabel } from './fraudFlagLabel';
import { ledgerMessages } from './ledgerMessages';
import type { CommissionEntry, Payout } from './ledgerTypes';
import { maskEmail } from './maskEmail';
import { monthLabel, monthlyEarningsRows } from './monthlyEarningsRows';
import { payoutRequestState } from './payoutRequestState';
import { validateDecisionReason, validatePayoutReference } from './validateLedgerDecisions';

describe('maskEmail', () => {
  it('keeps the first letter of the name and of the domain, and the top-level domain', () => {
    expect(maskEmail('john.doe@gmail.com')).toBe('j***@g***.com');
    expect(maskEmail(' Ann@Mail.Example.CO.uk ')).toBe('a***@m***.uk');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });
  it('an address it cannot read shows nothing of it', () => {
    for (const bad of ['', 'no-at-sign', '@example.com', 'ann@', 'ann@.']) expect(maskEmail(bad)).toBe('***');
  });
  it('never shows more than one character of the name or the domain', () => {
    expect(maskEmail('verylongname@verylongdomain.org')).not.toMatch(/ery/);
    expect(maskEmail('😀x@😀y.com')).toBe('😀***@😀***.com');
  });
});

describe('holding period', () => {
  it('ends 30 days after the commission was recorded', () => {
    expect(COMMISSION_HOLD_DAYS).toBe(30);
    expect(commissionHoldUntil(new Date('2026-06-01T12:00:00Z')).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });
  it('is the period the screens name (the text writes the number out)', () => {
    expect(ledgerMessages.holdingPeriod).toContain(`pending for ${COMMISSION_HOLD_DAYS} days`);
  });
});

const payout = (status: Payout['status']): Payout => ({
  id: 'p1', amount: 60, currency: 'usd', status, reference: null, rejection_reason: null, entries: 2, requested_at: '2026-06-01T00:00:00Z', decided_at: null,
});

describe('payoutRequestState (product §9: $50 minimum)', () => {
  it('hidden below $50 of total earnings, whatever is approved', () => {
    expect(payoutRequestState(49.99, { available: 49.99 })).toEqual({ kind: 'hidden', threshold: 50 });
    expect(payoutRequestState(Number.NaN, { available: 100 })).toEqual({ kind: 'hidden', threshold: 50 });
  });
  it('shown from $50 of earnings; requestable only with $50 approved and not yet requested', () => {
    expect(payoutRequestState(80, { available: 30.1 })).toEqual({ kind: 'belowMinimum', threshold: 50, available: 30.1, remaining: 19.9 });
    expect(payoutRequestState(80, null)).toEqual({ kind: 'belowMinimum', threshold: 50, available: 0, remaining: 50 });
    expect(payoutRequestState(80, { available: 50 })).toEqual({ kind: 'ready', amount: 50 });
  });
  it('one open request at a time; decided ones do not block', () => {
    expect(payoutRequestState(200, { available: 90 }, [payout('paid'), payout('requested')])).toEqual({ kind: 'open', payout: payout('requested') });
    expect(payoutRequestState(200, { available: 90 }, [payout('paid'), payout('rejected')])).toEqual({ kind: 'ready', amount: 90 });
  });
});

describe('status views', () => {
  it('commissions: a held pending entry reads On hold; payouts and customers by status; unknown as sent', () => {
    expect(commissionStatusView('pending')).toEqual({ label: 'Pending', tone: 'warning' });
    expect(commissionStatusView('pending', true)).toEqual({ label: 'On hold', tone: 'danger' });
    expect(commissionStatusView('approved', true)).toEqual({ label: 'Approved', tone: 'info' });
    expect(commissionStatusView('paid').label).toBe('Paid');
    expect(commissionStatusView('voided')).toEqual({ label: 'Voided', tone: 'neutral' });
    expect(payoutStatusView('requested')).toEqual({ label: 'Requested', tone: 'info' });
    expect(payoutStatusView('rejected').tone).toBe('danger');
    expect(referredCustomerStatusView('refunded')).toEqual({ label: 'Refunded', tone: 'danger' });
    expect(commissionStatusView('clawed_back')).toEqual({ label: 'clawed_back', tone: 'neutral' });
  });
  it('fraud flags by name', () => {
    expect(fraudFlagLabel('self_referral')).toBe('Self-referral');
    expect(fraudFlagLabel('disposable_email')).toBe('Disposable e-mail');
    expect(fraudFlagLabel('velocity')).toBe('velocity');
  });
});

const entry = (over: Partial<CommissionEntry> = {}): CommissionEntry => ({
  id: 'c1', status: 'pending', held: false, flags: [], amount: 191.9, rate: 30, commission: 57.57, customer_email: 'b***@e***.com',
  invoice_id: 'in_1', link: { id: 'l1', name: 'YouTube, description' }, coupon: null, hold_until: '2026-07-01T12:00:00.000Z', payout_id: null,
  void_reason: null, created_at: '2026-06-01T12:00:00.000Z', approved_at: null, paid_at: null, voided_at: null, ...over,
});

describe('commission CSV export', () => {
  it('one row per entry under the table headers, dates as days, amounts with cents, held entries On hold', () => {
    const rows = commissionsToCsvRows([
      entry(),
      entry({ id: 'c2', status: 'paid', amount: 10, rate: 20, commission: 2, link: null, coupon: { id: 'k', code: 'SAVE10' }, paid_at: '2026-08-02T09:00:00Z' }),
      entry({ id: 'c3', held: true, flags: [{ code: 'self_referral', reason: 'r' }, { code: 'network_burst', reason: 'r' }], invoice_id: null }),
    ]);
    expect(rows[0]).toEqual([...COMMISSION_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      ['2026-06-01', 'Pending', 'b***@e***.com', '191.90', '30', '57.57', 'YouTube, description', '', 'in_1', '2026-07-01', '', ''],
      ['2026-06-01', 'Paid', 'b***@e***.com', '10.00', '20', '2.00', '', 'SAVE10', 'in_1', '2026-07-01', '2026-08-02', ''],
      ['2026-06-01', 'On hold', 'b***@e***.com', '191.90', '30', '57.57', 'YouTube, description', '', '', '2026-07-01', '', 'self_referral; network_burst'],
    ]);
    expect(commissionsCsvFileName('2026-06-01')).toBe('affiliate-commissions-2026-06-01.csv');
  });
});

describe('monthly earnings rows', () => {
  it('label each month and total what it earned (voided left out)', () => {
    expect(monthlyEarningsRows([{ month: '2026-05', pending: 10.1, approved: 0.2, paid: 5, voided: 99 }])).toEqual([
      { month: '2026-05', pending: 10.1, approved: 0.2, paid: 5, voided: 99, label: 'May 2026', total: 15.3 },
    ]);
    expect(monthLabel('2026-12')).toBe('Dec 2026');
    expect(monthLabel('2026-13')).toBe('2026-13');
  });
});

describe('admin decisions', () => {
  it('a payout is marked paid with a reference; rejections and voids need a reason', () => {
    expect(validatePayoutReference({ reference: '  WIRE-1 ' })).toEqual({ ok: true, value: { reference: 'WIRE-1' } });
    expect(validatePayoutReference({ reference: ' ' })).toEqual({ ok: false, fieldErrors: { reference: 'Please enter the transfer reference.' } });
    expect(validateDecisionReason({ reason: '' })).toEqual({ ok: false, fieldErrors: { reason: 'Please give a reason.' } });
    expect(validateDecisionReason({ reason: 'x'.repeat(2001) }).ok).toBe(false);
    expect(validateDecisionReason({ reason: ' Refund abuse ' })).toEqual({ ok: true, value: { reason: 'Refund abuse' } });
  });
});
