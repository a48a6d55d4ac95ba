import { useMemo } from 'react';
import { ledgerMessages, validateDecisionReason, type AdminCommission, type AdminCommissionQuery, type Validation } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { useApiQuery } from '../internal/useApiQuery';
import { adminState, type AdminState } from '../internal/adminState';
import { queryKeyOf } from '../internal/ledgerState';
import { useAdminDecision, type AdminDecision } from '../internal/useAdminDecision';
import { toCommissionRow, type CommissionRow } from './useCommissions';
import { useAuth } from './useAuth';

export interface AdminCommissionRow extends CommissionRow { commissionEntry: AdminCommission; affiliate: string }

type CommissionDecisionKind = 'approve' | 'void';

/** Approve takes an optional note; void needs a reason (the affiliate sees it). */
function checkCommissionDecision(d: AdminDecision<CommissionDecisionKind>): Validation<AdminDecision<CommissionDecisionKind>, 'text'> {
  if (d.decision === 'approve') return { ok: true, value: { ...d, text: d.text.trim() } };
  const checked = validateDecisionReason({ reason: d.text });
  return checked.ok ? { ok: true, value: { ...d, text: checked.value.reason } } : { ok: false, fieldErrors: { text: checked.fieldErrors.reason ?? ledgerMessages.reasonRequired } };
}

/**
 * Admin review of commissions: `{ flagged: true }` lists those a fraud flag holds (each row has its
 * flags with labels and reasons), with the guard states; `decide(id, 'approve', note)` lifts the hold
 * and approves it now, `decide(id, 'void', reason)` voids it. Resolves the updated entry or undefined.
 */
export function useAdminCommissions(query: AdminCommissionQuery = { flagged: true }) {
  const client = useApiClient('useAdminCommissions');
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const q = useApiQuery('useAdminCommissions', admin ? keys.adminCommissions(admin, queryKeyOf(query)) : null, (c) => c.affiliate.admin.commissions(query), ledgerMessages.loadCommissionsFailed);
  const decision = useAdminDecision<CommissionDecisionKind, AdminCommission>(admin, 'approve', checkCommissionDecision, ({ id, decision: kind, text }) =>
    kind === 'approve' ? client.affiliate.admin.approveCommission(id, text ? { reason: text } : {}) : client.affiliate.admin.voidCommission(id, { reason: text }), q.refresh);
  const rows = useMemo(() => (q.data ?? []).map((entry): AdminCommissionRow => ({ ...toCommissionRow(entry), commissionEntry: entry, affiliate: entry.affiliate_email })), [q.data]);
  const state: AdminState<{ rows: AdminCommissionRow[] }> = adminState(auth, q, () => ({ rows }));
  return { ...state, ...decision, refresh: q.refresh };
}
