// The audit log's entries as the admin reads them: the action in words, the target by kind and a
// short id, and the facts of the decision (amounts as money, flags by their labels); ids of people
// are left out, the target and the actor already say who.
import { fraudFlagLabel, type AuditEntry } from '@pt/api';
import type { AuditLogRow } from '@pt/ui/admin';
import { ledgerFormat } from '../affiliate/ledgerFormat';

const ACTIONS: Readonly<Record<string, string>> = {
  'affiliate_application.approve': 'Application approved',
  'affiliate_application.reject': 'Application rejected',
  'commission.approve': 'Commission approved',
  'commission.void': 'Commission voided',
  'payout.paid': 'Payout marked paid',
  'payout.reject': 'Payout rejected',
  'invoice.refund': 'Invoice refunded',
};

const TARGETS: Readonly<Record<string, string>> = {
  affiliate_application: 'Application', commission: 'Commission', payout: 'Payout', invoice: 'Invoice',
};

type Detail = { label: string; value: (v: unknown) => string | null };
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : null);
const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? ledgerFormat.money(v) : text(v));
const flags = (v: unknown) => (Array.isArray(v) && v.length > 0
  ? v.map((f: unknown) => fraudFlagLabel(typeof f === 'object' && f && 'code' in f ? String(f.code) : String(f))).join(', ')
  : null);

/** The details shown, in this order; other keys (ids) are not. */
const DETAILS: Readonly<Record<string, Detail>> = {
  amount: { label: 'Amount', value: money },
  commission: { label: 'Commission', value: money },
  amount_refunded: { label: 'Refunded', value: money },
  voided_commissions: { label: 'Commissions voided', value: text },
  reference: { label: 'Reference', value: text },
  reason: { label: 'Reason', value: text },
  notes: { label: 'Notes', value: text },
  was: { label: 'Was', value: text },
  flags: { label: 'Flags', value: flags },
};

/** 'payout.paid' -> 'Payout marked paid'; an action this page does not know is shown as sent. */
export const auditActionLabel = (action: string): string => ACTIONS[action] ?? action;

export function toAuditLogRow(entry: AuditEntry): AuditLogRow {
  const details = Object.entries(DETAILS).flatMap(([key, detail]) => {
    const value = detail.value(entry.details[key]);
    return value ? [{ label: detail.label, value }] : [];
  });
  return {
    id: entry.id,
    time: entry.created_at,
    actor: entry.actor_email,
    action: auditActionLabel(entry.action),
    target: `${TARGETS[entry.target_type] ?? entry.target_type} ${entry.target_id.slice(0, 8)}`,
    details,
  };
}
