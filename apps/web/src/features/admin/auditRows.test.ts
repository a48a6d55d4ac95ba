// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@pt/api';
import { toAuditLogRow } from './auditRows';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1', actor_email: 'admin@portfoliotracker.local', action: 'payout.paid', target_type: 'payout',
  target_id: '0f3c9a52-1111-2222-3333-444455556666', details: {}, created_at: '2026-11-24T10:00:00.000Z', ...over,
});

describe('toAuditLogRow', () => {
  it('writes the action in words, the target by kind and short id, and the amount as money', () => {
    expect(toAuditLogRow(entry({ details: { affiliate_id: 'u1', amount: 60, reference: 'WISE-42' } }))).toEqual({
      id: 'a1', time: '2026-11-24T10:00:00.000Z', actor: 'admin@portfoliotracker.local', action: 'Payout marked paid', target: 'Payout 0f3c9a52',
      details: [{ label: 'Amount', value: '$60.00' }, { label: 'Reference', value: 'WISE-42' }],
    });
  });
  it('names the flags of a commission decision by their labels and leaves ids out', () => {
    const row = toAuditLogRow(entry({
      action: 'commission.void', target_type: 'commission',
      details: { affiliate_id: 'u1', reason: 'Own account', was: 'held', flags: [{ code: 'self_referral', reason: 'x' }], commission: 3 },
    }));
    expect(row.action).toBe('Commission voided');
    expect(row.details).toEqual([
      { label: 'Commission', value: '$3.00' }, { label: 'Reason', value: 'Own account' }, { label: 'Was', value: 'held' },
      { label: 'Flags', value: 'Self-referral' },
    ]);
  });
  it('shows an action and a target kind it does not know as sent, and a system decision without an actor', () => {
    const row = toAuditLogRow(entry({ action: 'payout.split', target_type: 'batch', target_id: 'b7', actor_email: null, details: { notes: '' } }));
    expect(row).toMatchObject({ action: 'payout.split', target: 'batch b7', actor: null, details: [] });
  });
});
