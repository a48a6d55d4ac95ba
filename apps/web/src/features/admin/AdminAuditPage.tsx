// /admin/audit: every admin decision (applications, held commissions, payouts, refunds), newest first;
// Load older adds the next page under the ones already shown.
import { useState } from 'react';
import type { AuditEntry } from '@pt/api';
import { useAuditLog } from '@pt/react';
import { AuditLogTable, PageFrame } from '@pt/ui';
import { AdminSignInRequiredScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { ledgerFormat } from '../affiliate/ledgerFormat';
import { AdminHeader } from './AdminHeader';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';
import { toAuditLogRow } from './auditRows';

/** The same entries (as read: the cache keeps each page's objects) in the same order. */
const samePage = (a: readonly AuditEntry[] | undefined, b: readonly AuditEntry[]) =>
  a !== undefined && a.length === b.length && a.every((entry, i) => entry === b[i]);

export function AdminAuditPage() {
  const audit = useAuditLog(50);
  // The pages read so far, newest first: the hook reads one page at a time, the table shows them all.
  // A page read (again) replaces its place and forgets the pages after it.
  const [pages, setPages] = useState<readonly AuditEntry[][]>([]);
  const pageNumber = audit.page;
  const current = audit.status === 'ready' ? audit.rows.map((r) => r.entry) : null;
  if (current && !samePage(pages[pageNumber - 1], current)) setPages([...pages.slice(0, pageNumber - 1), current]);

  if (audit.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (audit.status === 'denied') return <NotAdminScreen user={audit.user} />;

  const entries = pages.slice(0, pageNumber).flat().map(toAuditLogRow);
  const loadingOlder = pageNumber > 1 && audit.status === 'loading';
  const refresh = async () => { audit.first(); await audit.refresh(); };
  return (
    <PageFrame>
      <AdminHeader page={ADMIN_PAGES.audit} action={<RefreshButton onRefresh={refresh} />} />
      <AuditLogTable
        title="Admin decisions"
        entries={entries}
        format={ledgerFormat}
        hasOlder={audit.status === 'ready' ? audit.hasOlder : loadingOlder}
        onLoadOlder={audit.older}
        loadingOlder={loadingOlder}
        loading={pageNumber === 1 && audit.status === 'loading'}
        error={audit.status === 'error' ? audit.message : undefined}
        onRetry={() => { void audit.refresh(); }}
      />
    </PageFrame>
  );
}
