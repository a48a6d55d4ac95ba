// /admin/commissions: the commissions a fraud signal holds (self-referral, a disposable e-mail domain,
// a burst from one network). The holding period never approves them: an admin approves one, or voids
// it with a reason the affiliate sees; the server audits each decision.
import { ledgerMessages, validateDecisionReason, type CommissionEntry } from '@pt/api';
import { useAdminCommissions, type AdminCommissionRow } from '@pt/react';
import { PageFrame } from '@pt/ui';
import { AdminCommissionReview, type ReviewCommissionRow } from '@pt/ui/admin';
import { AdminSignInRequiredScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { useNotify } from '../../app/toasts/useNotify';
import { ledgerFormat } from '../affiliate/ledgerFormat';
import { AdminHeader } from './AdminHeader';
import { sendDecision } from './adminDecision';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';

const sourceOf = (entry: CommissionEntry): ReviewCommissionRow['source'] =>
  entry.link ? { kind: 'link', name: entry.link.name } : entry.coupon ? { kind: 'coupon', name: entry.coupon.code } : null;

const toRow = ({ commissionEntry: entry, affiliate, flags }: AdminCommissionRow): ReviewCommissionRow => ({
  id: entry.id, affiliateEmail: affiliate, customerEmail: entry.customer_email, amount: entry.amount, rate: entry.rate,
  commission: entry.commission, date: entry.created_at, source: sourceOf(entry), flags,
});

export function AdminCommissionsPage() {
  const review = useAdminCommissions({ flagged: true });
  const notify = useNotify();

  if (review.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (review.status === 'denied') return <NotAdminScreen user={review.user} />;

  const decide = (row: ReviewCommissionRow, decision: 'approve' | 'void', text: string) =>
    sendDecision(() => review.decision.mutateAsync({ id: row.id, decision, text }), review.refresh).then(() => {
      notify.success(decision === 'approve' ? ledgerMessages.commissionApproved : ledgerMessages.commissionVoided,
        `${ledgerFormat.money(row.commission)} for ${row.affiliateEmail}`);
    });

  return (
    <PageFrame>
      <AdminHeader page={ADMIN_PAGES.commissions} action={<RefreshButton onRefresh={review.refresh} />} />
      <AdminCommissionReview
        commissions={review.status === 'ready' ? review.rows.map(toRow) : []}
        format={ledgerFormat}
        onApprove={(row) => decide(row, 'approve', '')}
        onVoid={(row, reason) => decide(row, 'void', reason)}
        validateReason={(text) => { const r = validateDecisionReason({ reason: text }); return r.ok ? undefined : r.fieldErrors.reason; }}
        loading={review.status === 'loading'}
        error={review.status === 'error' ? review.message : undefined}
        onRetry={() => { void review.refresh(); }}
      />
    </PageFrame>
  );
}
