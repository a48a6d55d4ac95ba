import type { ApiError, AuthSnapshot, User } from '@pt/api';
import type { QueryResult } from './useApiQuery';

/** An admin screen's read: the guard states of product §2 (not signed in, not an admin), loading, failed, or ready. */
export type AdminState<T> =
  | { status: 'loading' }
  /** Not signed in (or the server said 401): 'Access Denied - You must be logged in'. */
  | { status: 'signedOut' }
  /** Not an admin (or the server said 403): shows the user's e-mail and role. */
  | { status: 'denied'; user: User | null }
  | { status: 'error'; error: ApiError; message: string }
  | ({ status: 'ready' } & T);

export function adminState<D, T extends object>(auth: AuthSnapshot, q: QueryResult<D>, ready: (data: D) => T): AdminState<T> {
  if (auth.status === 'loading') return { status: 'loading' };
  if (auth.status === 'signedOut') return { status: 'signedOut' };
  if (!auth.isAdmin) return { status: 'denied', user: auth.user };
  if (q.status === 'error') {
    if (q.error.status === 401) return { status: 'signedOut' };
    if (q.error.status === 403) return { status: 'denied', user: auth.user };
    return { status: 'error', error: q.error, message: q.message };
  }
  if (q.status !== 'success') return { status: 'loading' };
  return { status: 'ready', ...ready(q.data) };
}
