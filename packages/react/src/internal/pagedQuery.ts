import type { PagedList } from '../hooks/usePagedList';
import type { QueryResult } from './useApiQuery';

/** A paged list as a read's state (for the screens' state helpers: `ledgerState`, `adminState`), its data the list itself. */
export function pagedQuery<T>(list: PagedList<T>): QueryResult<PagedList<T>> {
  const common = { refresh: list.refresh, isValidating: list.isValidating };
  if (list.status === 'error' && list.error) return { ...common, status: 'error', data: list, error: list.error, message: list.message ?? '' };
  if (list.status === 'success') return { ...common, status: 'success', data: list, error: null, message: null };
  return { ...common, status: list.status === 'idle' ? 'idle' : 'loading', data: undefined, error: null, message: null };
}
