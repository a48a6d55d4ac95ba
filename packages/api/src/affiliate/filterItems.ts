import { activeStatusView } from '../format/statusView';

export type ActiveFilter = 'all' | 'active' | 'inactive';

/**
 * Dashboard tables (product §2): case-insensitive text search on `text(item)` and a
 * status filter; `count` is the 'x of y' line.
 */
export function filterItems<T extends { is_active: boolean }>(items: readonly T[], query: string, status: ActiveFilter, text: (item: T) => string) {
  const q = query.trim().toLowerCase();
  const shown = items.filter((i) => (status === 'all' || i.is_active === (status === 'active')) && (!q || text(i).toLowerCase().includes(q)));
  return { items: shown, count: `${shown.length} of ${items.length}` };
}

export const activeLabel = (isActive: boolean): string => activeStatusView(isActive).label;
