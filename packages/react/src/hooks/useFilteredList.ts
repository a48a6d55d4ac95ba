import { useMemo, useState } from 'react';
import { filterItems, type ActiveFilter } from '@pt/api';

export interface UseFilteredListOptions<T> {
  /** Fields searched by the text box (e.g. ['name'] for links, ['code'] for coupons). */
  fields: readonly (keyof T)[];
  initialStatus?: ActiveFilter;
  initialQuery?: string;
}

/**
 * Dashboard table filtering (product §2) with the SDK's rule: text search, status filter
 * (all/active/inactive), the 'x of y' count, and empty vs. no-match states.
 */
export function useFilteredList<T extends { is_active: boolean }>(items: readonly T[] | undefined, options: UseFilteredListOptions<T>) {
  const [query, setQuery] = useState(options.initialQuery ?? '');
  const [status, setStatus] = useState<ActiveFilter>(options.initialStatus ?? 'all');
  const list = useMemo(() => items ?? [], [items]);
  // Keyed by the field names, so a caller's inline ['name'] does not redo the search each render.
  const fieldsKey = options.fields.map(String).join('\n');
  const searchText = useMemo(() => {
    const fields = fieldsKey.split('\n') as (keyof T)[];
    return (item: T) => fields.map((f) => String(item[f] ?? '')).join(' ');
  }, [fieldsKey]);
  const result = useMemo(() => filterItems(list, query, status, searchText), [list, query, status, searchText]);
  return {
    query,
    setQuery,
    status,
    setStatus,
    items: result.items,
    /** 'x of y'. */
    count: result.count,
    total: list.length,
    /** No items at all. */
    isEmpty: list.length === 0,
    /** Items exist but none match. */
    noMatches: list.length > 0 && result.items.length === 0,
    clearFilters: () => { setQuery(''); setStatus('all'); },
  };
}
