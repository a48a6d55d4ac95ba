// /admin/audit: every admin decision (applications, held commissions, payouts, refunds), newest first;
// Load older adds the next page under the ones already shown.
import { useAuditLog } from '@pt/react';
import { PageFrame } from '@pt/ui';
import { AuditLogTable } from '@pt/ui/admin';
import { AdminSignInRequiredScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { ledgerFormat } from '../affiliate/ledgerFormat';
import { AdminHeader } from './AdminHeader';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';
import { toAuditLogRow } from './auditRows';

export function AdminAuditPage() {
  // The pages read so far (the hook's paged list, product §10.15), newest first; Load older reads the next under them.
  const audit = useAuditLog(50);

  if (audit.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (audit.status === 'denied') return <NotAdminScreen user={audit.user} />;

  const entries = audit.rows.map((r) => toAuditLogRow(r.entry));
  return (
    <PageFrame>
      <AdminHeader page={ADMIN_PAGES.audit} action={<RefreshButton onRefresh={audit.refresh} />} />
      <AuditLogTable
        title="Admin decisions"
        entries={entries}
        format={ledgerFormat}
        hasOlder={audit.hasOlder}
        onLoadOlder={audit.older}
        loadingOlder={audit.loadingOlder}
        loading={audit.status === 'loading'}
        error={audit.status === 'error' ? audit.message : undefined}
        onRetry={() => { void audit.refresh(); }}
      />
    </PageFrame>
  );
}
