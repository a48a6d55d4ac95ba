// /admin/affiliate-applications (product §2, §5): counts, table, review dialog with notes and the
// application's fraud signals, Approve and Reject, the list refreshed after each decision, and the
// two denied states.
import { useState } from 'react';
import {
  applicationStatusView, audienceSizeLabel, formatDate, fraudFlagLabel, marketingChannelLabel, validateRejectNotes, type AdminApplication,
} from '@pt/api';
import { useAdminApplications } from '@pt/react';
import { Alert, PageFrame, Spinner } from '@pt/ui';
import {
  ApplicationCountCards, ApplicationReviewDialog, ApplicationsTable, type ApplicationDetails, type FraudFlagItem,
} from '@pt/ui/admin';
import { AdminSignInRequiredScreen, CheckingScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { useToaster } from '../../app/toasts/AppToasts';
import { ledgerFormat } from '../affiliate/ledgerFormat';
import { AdminHeader } from './AdminHeader';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';

const details = (a: AdminApplication): ApplicationDetails => ({
  id: a.id, fullName: a.full_name, email: a.email, phone: a.phone, website: a.website, socialMedia: a.social_media,
  companyName: a.company_name, location: a.location, audience: audienceSizeLabel(a.audience_size),
  marketingChannels: a.marketing_channels.map(marketingChannelLabel), experienceDescription: a.experience_description, motivation: a.motivation,
  status: a.status, statusBadge: applicationStatusView(a.status), reviewerNotes: a.reviewer_notes,
  createdAt: formatDate(a.created_at), reviewedAt: a.reviewed_at ? formatDate(a.reviewed_at) : null,
});

const flagsOf = (a: AdminApplication): FraudFlagItem[] =>
  a.flags.map((f) => ({ code: f.code, label: fraudFlagLabel(f.code), reason: f.reason }));

export function AdminApplicationsPage() {
  const admin = useAdminApplications();
  const toaster = useToaster();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notes, setNotes] = useState('');

  // The route's guard has checked sign-in and the role already; the server may still say 401 or 403.
  if (admin.status === 'loading') return <CheckingScreen />;
  if (admin.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (admin.status === 'denied') return <NotAdminScreen user={admin.user} />;

  const ready = admin.status === 'ready';
  const applications = ready ? admin.applications : [];
  const selected = applications.find((a) => a.id === selectedId) ?? null;

  const open = (id: string) => { setSelectedId(id); setNotes(''); admin.clearErrors(); };
  const close = () => { setSelectedId(null); setNotes(''); admin.clearErrors(); };
  const decide = async (decision: 'approve' | 'reject') => {
    if (!selected) return;
    if (await admin.decide(selected.id, decision, notes)) {
      toaster?.toast({
        title: decision === 'approve' ? 'Application approved' : 'Application rejected',
        description: `${selected.full_name} (${selected.email})`,
        tone: 'success',
      });
      close();
    }
  };

  return (
    <PageFrame>
        <AdminHeader page={ADMIN_PAGES.applications} action={<RefreshButton onRefresh={admin.refresh} />} />
        <ApplicationCountCards counts={ready ? admin.counts : { pending: 0, approved: 0, rejected: 0, total: 0 }} format={ledgerFormat} loading={!ready} />
        {admin.status === 'error' ? <Alert tone="danger" description={admin.message} /> : null}
        {ready ? (
          <ApplicationsTable
            onView={open}
            applications={applications.map((a) => ({
              id: a.id, fullName: a.full_name, companyName: a.company_name, email: a.email, phone: a.phone, location: a.location,
              audience: audienceSizeLabel(a.audience_size), status: applicationStatusView(a.status), createdAt: formatDate(a.created_at),
            }))}
          />
        ) : admin.status !== 'error' ? <Spinner label="Loading applications..." /> : null}
        <ApplicationReviewDialog
          open={selected !== null}
          onClose={close}
          application={selected ? details(selected) : null}
          flags={selected ? flagsOf(selected) : []}
          canReject={(text) => validateRejectNotes({ notes: text }).ok}
          notes={notes}
          onNotesChange={(v) => { setNotes(v); admin.clearErrors(); }}
          onApprove={() => { void decide('approve'); }}
          onReject={() => { void decide('reject'); }}
          busy={admin.review.status === 'pending' ? admin.review.variables.decision : null}
          error={admin.form.fieldErrors.notes ?? admin.errorMessage}
        />
    </PageFrame>
  );
}
