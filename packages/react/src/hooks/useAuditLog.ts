import { useCallback, useState } from 'react';
import { formatDate, ledgerMessages, type AuditEntry } from '@pt/api';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { useApiQuery } from '../internal/useApiQuery';
import { adminState, type AdminState } from '../internal/adminState';
import { useAuth } from './useAuth';

export interface AuditRow { entry: AuditEntry; date: string; actor: string; action: string; target: string }

/**
 * The admin audit log, newest first, `limit` (50) a page, with the guard states: `older()` moves to the
 * next page (when `hasOlder`), `newer()` back (when `hasNewer`), `first()` to the newest. Each page is
 * its own cache entry. 'Failed to load the audit log.' on error.
 */
export function useAuditLog(limit = 50) {
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  // The cursors of the pages above the one shown ('' is the newest page).
  const [cursors, setCursors] = useState<string[]>(['']);
  const before = cursors[cursors.length - 1] ?? '';
  const q = useApiQuery('useAuditLog', admin ? keys.auditLog(admin, before, limit) : null, (c) => c.affiliate.admin.auditLog(before ? { limit, before } : { limit }), ledgerMessages.loadAuditFailed);
  const next = q.data?.next_before ?? null;
  const state: AdminState<{ rows: AuditRow[] }> = adminState(auth, q, (page) => ({
    rows: page.entries.map((entry) => ({ entry, date: formatDate(entry.created_at), actor: entry.actor_email ?? '', action: entry.action, target: `${entry.target_type} ${entry.target_id}` })),
  }));
  const older = useCallback(() => { if (next) setCursors((c) => [...c, next]); }, [next, setCursors]);
  const newer = useCallback(() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)), [setCursors]);
  const first = useCallback(() => setCursors(['']), [setCursors]);
  return { ...state, page: cursors.length, hasOlder: next !== null, hasNewer: cursors.length > 1, older, newer, first, refresh: q.refresh };
}
