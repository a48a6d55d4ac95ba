import type { ApiError } from '@pt/api';
import type { QueryResult } from './useApiQuery';
import type { AffiliateScope } from './useAffiliateScope';

/** An affiliate money read as a screen shows it: nothing until approved, loading, failed with its text, or ready. */
export type LedgerState<T> =
  | { status: 'notApproved' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError; message: string }
  | ({ status: 'ready' } & T);

export function ledgerState<D, T extends object>(scope: AffiliateScope, q: QueryResult<D>, ready: (data: D) => T): LedgerState<T> {
  if (scope.status !== 'approved') return { status: scope.status };
  if (q.status === 'error') return { status: 'error', error: q.error, message: q.message };
  if (q.status !== 'success') return { status: 'loading' };
  return { status: 'ready', ...ready(q.data) };
}

/** A stable cache key part for a query object: its set fields in name order. */
export const queryKeyOf = (query: object): string =>
  JSON.stringify(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '').sort(([a], [b]) => (a < b ? -1 : 1)));
