/** A page number, or a gap between page numbers. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last pages and the ones around the current
 * page, with a gap where numbers are left out: 1 … 4 5 6 … 12. Up to 7 pages, all of them.
 */
export function pageList(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  // Near an end, show enough pages that the row keeps its length.
  if (page <= 3) [2, 3, 4].forEach((p) => shown.add(p));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((p) => shown.add(p));
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}
