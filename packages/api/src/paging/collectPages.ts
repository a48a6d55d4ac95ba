import type { Page } from './types';

/**
 * Every item of a paged list, page after page (a CSV export of every matching entry): `readPage`
 * is the list's call with its filters and the given cursor. Stops at the last page, or after
 * `maxPages` (a guard against a server that never says it is done).
 */
export async function collectPages<T>(readPage: (cursor: string | null) => Promise<Page<T>>, maxPages = 10_000): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < maxPages; n++) {
    const page: Page<T> = await readPage(cursor);
    items.push(...page.items);
    if (!page.has_more || !page.next_cursor || page.next_cursor === cursor) break;
    cursor = page.next_cursor;
  }
  return items;
}
