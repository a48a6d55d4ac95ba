// /admin/payouts: the affiliates' payout requests. The transfer is made outside the product (as in
// programmes that pay by hand); the admin records it here with its reference, or rejects the request
// with a reason. The affiliate is notified either way and the decision is audited (by the server).
import { useState } from 'react';
import { ledgerMessages, payoutStatusView, validateDecisionReason, validatePayoutReference, type PayoutStatus } from '@pt/api';
import { useAdminPayouts, type AdminPayoutRow as PayoutRow } from '@pt/react';
import { PageFrame } from '@pt/ui';
import { AdminPayoutsTable, type AdminPayoutRow, type PayoutStatusOption } from '@pt/ui/admin';
import { AdminSignInRequiredScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { useNotify } from '../../app/toasts/useNotify';
import { ledgerFormat } from '../affiliate/ledgerFormat';
import { AdminHeader } from './AdminHeader';
import { sendDecision } from './adminDecision';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';

const PAYOUT_STATUSES: readonly PayoutStatus[] = ['requested', 'paid', 'rejected'];
const statusOptions: PayoutStatusOption[] = PAYOUT_STATUSES.map((value) => ({ value, label: payoutStatusView(value).label }));
const isPayoutStatus = (value: string): value is PayoutStatus => (PAYOUT_STATUSES as readonly string[]).includes(value);

const toRow = ({ payout, status }: PayoutRow): AdminPayoutRow => ({
  id: payout.id, affiliateName: payout.affiliate_name, affiliateEmail: payout.affiliate_email, amount: payout.amount,
  requestedAt: payout.requested_at, status, open: payout.status === 'requested', reference: payout.reference,
  rejectionReason: payout.rejection_reason, decidedAt: payout.decided_at,
});

export function AdminPayoutsPage() {
  // Open requests first: they are what needs a decision.
  const [status, setStatus] = useState<string>('requested');
  const payouts = useAdminPayouts(isPayoutStatus(status) ? status : undefined);
  const notify = useNotify();

  if (payouts.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (payouts.status === 'denied') return <NotAdminScreen user={payouts.user} />;

  const decide = (row: AdminPayoutRow, decision: 'paid' | 'reject', text: string) =>
    sendDecision(() => payouts.decision.mutateAsync({ id: row.id, decision, text }), payouts.refresh).then(() => {
      notify.success(decision === 'paid' ? ledgerMessages.payoutMarkedPaid : ledgerMessages.payoutRejected,
        `${ledgerFormat.money(row.amount)} to ${row.affiliateName}`);
    });

  return (
    <PageFrame>
      <AdminHeader page={ADMIN_PAGES.payouts} action={<RefreshButton onRefresh={payouts.refresh} />} />
      <AdminPayoutsTable
        title="Payout requests"
        payouts={payouts.status === 'ready' ? payouts.rows.map(toRow) : []}
        format={ledgerFormat}
        statuses={statusOptions}
        status={status}
        onStatusChange={setStatus}
        onMarkPaid={(row, reference) => decide(row, 'paid', reference)}
        onReject={(row, reason) => decide(row, 'reject', reason)}
        validateReference={(text) => { const r = validatePayoutReference({ reference: text }); return r.ok ? undefined : r.fieldErrors.reference; }}
        validateReason={(text) => { const r = validateDecisionReason({ reason: text }); return r.ok ? undefined : r.fieldErrors.reason; }}
        loading={payouts.status === 'loading'}
        error={payouts.status === 'error' ? payouts.message : undefined}
        onRetry={() => { void payouts.refresh(); }}
      />
    </PageFrame>
  );
}
