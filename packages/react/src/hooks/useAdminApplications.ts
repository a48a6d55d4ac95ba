import { useCallback, useState } from 'react';
import {
  ApiError, messages, serverMessageOr, validateRejectNotes,
  type AdminApplication, type ApplicationCounts, type User,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useAuth } from './useAuth';
import { userKey } from '../ApiProvider';

export type AdminApplicationsState =
  | { status: 'loading' }
  /** Not signed in (or the server said 401): 'Access Denied - You must be logged in'. */
  | { status: 'signedOut' }
  /** Not an admin (or the server said 403): shows the user's e-mail and role. */
  | { status: 'denied'; user: User | null }
  | { status: 'error'; message: string }
  | { status: 'ready'; applications: AdminApplication[]; counts: ApplicationCounts };

const EMPTY_COUNTS: ApplicationCounts = { pending: 0, approved: 0, rejected: 0, total: 0 };

/**
 * Admin review (spec 2, 5): the list with its counts, approve and reject (reject needs
 * notes: 'Please provide rejection notes.'), the list refreshed after each decision,
 * and the 401/403 states.
 */
export function useAdminApplications() {
  const client = useApiClient('useAdminApplications');
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const q = useApiQuery('useAdminApplications', admin ? keys.adminApplications(admin) : null, (c) => c.affiliate.admin.listApplications(), messages.loadFailed);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { refresh } = q;

  const decide = useCallback(async (id: string, run: () => Promise<AdminApplication>, done: string) => {
    if (busyId) return false;
    setBusyId(id);
    setActionError(null);
    setMessage(null);
    try {
      await run();
      setMessage(done);
      return true;
    } catch (e) {
      setActionError(serverMessageOr(e, messages.unexpectedTryAgain));
      return false;
    } finally {
      setBusyId(null);
      await refresh();
    }
  }, [busyId, refresh]);

  const approve = useCallback((id: string, notes?: string) =>
    decide(id, () => client.affiliate.admin.approve(id, notes?.trim() ? { notes: notes.trim() } : undefined), 'approved'), [client, decide]);
  const reject = useCallback(async (id: string, notes: string) => {
    const problem = validateRejectNotes(notes);
    if (problem) { setActionError(problem); return false; }
    return decide(id, () => client.affiliate.admin.reject(id, { notes: notes.trim() }), 'rejected');
  }, [client, decide]);

  let state: AdminApplicationsState;
  if (auth.status === 'loading') state = { status: 'loading' };
  else if (auth.status === 'signedOut') state = { status: 'signedOut' };
  else if (!auth.isAdmin) state = { status: 'denied', user: auth.user };
  else if (q.status === 'error') {
    const s = q.error instanceof ApiError ? q.error.status : 0;
    state = s === 401 ? { status: 'signedOut' } : s === 403 ? { status: 'denied', user: auth.user } : { status: 'error', message: q.message };
  } else if (q.status !== 'success') state = { status: 'loading' };
  else state = { status: 'ready', applications: q.data.applications ?? [], counts: q.data.counts ?? EMPTY_COUNTS };

  return {
    ...state,
    approve,
    reject,
    /** Reject stays disabled while the notes are empty (spec 5). */
    canReject: (notes: string) => validateRejectNotes(notes) === null,
    /** The application being decided, if any. */
    busyId,
    /** The last decision's error ('Please provide rejection notes.' or the server's message). */
    actionError,
    /** 'approved' or 'rejected' after the last successful decision. */
    lastDecision: message as 'approved' | 'rejected' | null,
    clearActionError: useCallback(() => setActionError(null), []),
    refresh,
  };
}
