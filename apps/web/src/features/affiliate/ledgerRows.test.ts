// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CommissionEntry } from '@pt/api';
import { NO_LEDGER_FILTER } from '@pt/ui/affiliate';
import { commissionQuery, toLedgerRow } from './ledgerRows';
import { payoutBlockedReason } from './PaymentsTab';

const entry = (over: Partial<CommissionEntry> = {}): CommissionEntry => ({
  id: 'c1', status: 'pending', held: false, flags: [], amount: 199.99, rate: 30, commission: 60, customer_email: 'j***@e***.test',
  invoice_id: 'inv_1', link: { id: 'l1', name: 'YouTube' }, coupon: null, hold_until: '2026-12-24T10:00:00.000Z', payout_id: null,
  void_reason: null, created_at: '2026-11-24T10:00:00.000Z', approved_at: null, paid_at: null, voided_at: null, ...over,
});

describe('commissionQuery', () => {
  it('leaves out every empty filter and all statuses', () => {
    expect(commissionQuery(NO_LEDGER_FILTER, null)).toEqual({});
  });
  it('sends a known status, the trimmed search, the dates and the page size', () => {
    expect(commissionQuery({ query: '  you ', status: 'approved', from: '2026-11-01', to: '2026-11-30' }, { limit: 25 }))
      .toEqual({ status: 'approved', q: 'you', from: '2026-11-01', to: '2026-11-30', limit: 25 });
  });
  it('does not send a status the ledger does not have', () => {
    expect(commissionQuery({ ...NO_LEDGER_FILTER, status: 'everything' }, null)).toEqual({});
  });
});

describe('toLedgerRow', () => {
  const row = (e: CommissionEntry) => toLedgerRow({
    entry: e, status: { label: 'Pending', tone: 'warning' }, date: '', amount: '', commission: '', rate: '', source: '', holdUntil: '',
    flags: e.flags.map((f) => ({ ...f, label: f.code })),
  });

  it('keeps the amounts raw and names the link it came through', () => {
    expect(row(entry())).toMatchObject({ amount: 199.99, rate: 30, commission: 60, source: { kind: 'link', name: 'YouTube' }, statusKey: 'pending' });
  });
  it('shows the end of the holding period while pending, and why a held entry waits instead', () => {
    expect(row(entry())).toMatchObject({ holdUntil: '2026-12-24T10:00:00.000Z', note: null });
    const held = row(entry({ held: true, flags: [{ code: 'self_referral', reason: 'Same network.' }] }));
    expect(held.holdUntil).toBeNull();
    expect(held.note).toMatch(/^On hold/);
    expect(held.flags).toEqual([{ code: 'self_referral', label: 'self_referral', reason: 'Same network.' }]);
  });
  it('names the coupon when no link brought the customer', () => {
    expect(row(entry({ link: null, coupon: { id: 'k', code: 'SAVE10' }, status: 'approved' }))).toMatchObject({ source: { kind: 'coupon', name: 'SAVE10' }, holdUntil: null });
  });
});

describe('payoutBlockedReason', () => {
  it('says why a shown Request Payout cannot be pressed', () => {
    expect(payoutBlockedReason({ kind: 'belowMinimum', threshold: 50, available: 20, remaining: 30 }))
      .toBe('Payouts start at $50.00 of approved commission; $20.00 is approved so far.');
    expect(payoutBlockedReason({
      kind: 'open',
      payout: { id: 'p', amount: 60, currency: 'usd', status: 'requested', reference: null, rejection_reason: null, entries: 1, requested_at: '', decided_at: null },
    })).toBe('Your payout request is being processed.');
  });
  it('says nothing when it can be pressed or is hidden', () => {
    expect(payoutBlockedReason({ kind: 'ready', amount: 60 })).toBeUndefined();
    expect(payoutBlockedReason({ kind: 'hidden', threshold: 50 })).toBeUndefined();
    expect(payoutBlockedReason(null)).toBeUndefined();
  });
});
