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
 * The admin audit log, newest first, `limit` (50) a page (a paged list, product §10.15), with the
 * guard states: `rows` are every entry read so far; `older()` reads the next page under them (while
 * `hasOlder`; `loadingOlder` meanwhile); `refresh()` reads them all again. 'Failed to load the audit
 * log.' on error.
 */
export function useAuditLog(limit = 50) {
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const list = usePagedList<AuditEntry>(
    'useAuditLog', admin ? keys.auditLog(admin, limit) : null,
    (c, cursor) => c.affiliate.admin.auditLog({ limit, cursor }), ledgerMessages.loadAuditFailed,
  );
  const rows = useMemo(() => list.items.map(toRow), [list.items]);
  // A failed older page keeps the rows read: the screen shows them with the failure.
  const state: AdminState<{ rows: AuditRow[] }> = adminState(auth, pagedQuery(list), () => ({ rows }));
  return {
    ...state,
    /** Every entry read so far, also while an older page failed. */
    rows,
    hasOlder: list.hasMore,
    older: list.loadMore,
    loadingOlder: list.loadingMore,
    refresh: list.refresh,
  };
}
