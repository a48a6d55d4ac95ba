import { useMemo } from 'react';
import {
  formatCurrency, formatDate, ledgerMessages, payoutStatusView, validateDecisionReason, validatePayoutReference,
  type AdminPayout, type PayoutStatus, type StatusView, type Validation,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { useApiQuery } from '../internal/useApiQuery';
import { adminState, type AdminState } from '../internal/adminState';
import { useAdminDecision, type AdminDecision } from '../internal/useAdminDecision';
import { useAuth } from './useAuth';

export interface AdminPayoutRow {
  payout: AdminPayout;
  affiliate: string;
  amount: string;
  status: StatusView;
  requested: string;
  note: string;
}

type PayoutDecisionKind = 'paid' | 'reject';

/** Paid needs the transfer's reference; reject a reason; the message goes on `fieldErrors.text`. */
function checkPayoutDecision(d: AdminDecision<PayoutDecisionKind>): Validation<AdminDecision<PayoutDecisionKind>, 'text'> {
  const checked = d.decision === 'paid' ? validatePayoutReference({ reference: d.text }) : validateDecisionReason({ reason: d.text });
  if (checked.ok) return { ok: true, value: { ...d, text: 'reference' in checked.value ? checked.value.reference : checked.value.reason } };
  const [message] = Object.values(checked.fieldErrors);
  return { ok: false, fieldErrors: message ? { text: message } : {} };
}

/**
 * Admin payouts (`status` filters: requested, paid, rejected; all by default) with the guard states,
 * and the decision: `decide(id, 'paid', reference)` or `decide(id, 'reject', reason)`: the transfer is
 * made outside the product and recorded here; the affiliate is notified. Resolves the updated payout
 * or undefined (`form.fieldErrors.text`, `errorMessage`); every admin list is fetched again after it.
 */
export function useAdminPayouts(status?: PayoutStatus) {
  const client = useApiClient('useAdminPayouts');
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const q = useApiQuery('useAdminPayouts', admin ? keys.adminPayouts(admin, status ?? 'all') : null, (c) => c.affiliate.admin.payouts(status), ledgerMessages.loadPayoutsFailed);
  const decision = useAdminDecision<PayoutDecisionKind, AdminPayout>(admin, 'paid', checkPayoutDecision, ({ id, decision: kind, text }) =>
    kind === 'paid' ? client.affiliate.admin.markPayoutPaid(id, { reference: text }) : client.affiliate.admin.rejectPayout(id, { reason: text }), q.refresh);
  const rows = useMemo(() => (q.data ?? []).map((payout): AdminPayoutRow => ({
    payout, affiliate: `${payout.affiliate_name} <${payout.affiliate_email}>`, amount: formatCurrency(payout.amount), status: payoutStatusView(payout.status),
    requested: formatDate(payout.requested_at), note: payout.reference ?? payout.rejection_reason ?? '',
  })), [q.data]);
  const state: AdminState<{ rows: AdminPayoutRow[] }> = adminState(auth, q, () => ({ rows }));
  return { ...state, ...decision, refresh: q.refresh };
}
