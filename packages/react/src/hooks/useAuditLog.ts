import { useMemo } from 'react';
import { formatDate, ledgerMessages, type AuditEntry } from '@pt/api';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { adminState, type AdminState } from '../internal/adminState';
import { pagedQuery } from '../internal/pagedQuery';
import { useAuth } from './useAuth';
import { usePagedList } from './usePagedList';

export interface AuditRow { entry: AuditEntry; date: string; actor: string; action: string; target: string }

const toRow = (entry: AuditEntry): AuditRow => ({
  entry, date: formatDate(entry.created_at), actor: entry.actor_email ?? '', action: entry.action, target: `${entry.target_type} ${entry.target_id}`,
});

/**
 * The admin audit log, newest first, `limit` (50) a page (a paged list, product §10.7), with the
 * guard states: `older()` moves to the next page (reading it when needed, while `hasOlder`),
 * `newer()` back (when `hasNewer`), `first()` to the newest. 'Failed to load the audit log.' on error.
 */
export function useAuditLog(limit = 50) {
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const list = usePagedList<AuditEntry>(
    'useAuditLog', admin ? keys.auditLog(admin, limit) : null,
    (c, cursor) => c.affiliate.admin.auditLog({ limit, cursor }), ledgerMessages.loadAuditFailed,
  );
  const rows = useMemo(() => list.pageItems.map(toRow), [list.pageItems]);
  const state: AdminState<{ rows: AuditRow[] }> = adminState(auth, pagedQuery(list), () => ({ rows }));
  const { page, pageCount, setPage } = list;
  return {
    ...state,
    page,
    /** The shown page is being read (an older one asked for). */
    pageLoading: list.status === 'success' && list.pageLoading,
    hasOlder: page < pageCount,
    hasNewer: page > 1,
    older: () => setPage(page + 1),
    newer: () => setPage(page - 1),
    first: () => setPage(1),
    refresh: list.refresh,
  };
}
