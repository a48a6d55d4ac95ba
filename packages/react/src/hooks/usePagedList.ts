import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import { normalizeError, type ApiClient, type ApiError, type Page } from '@pt/api';
import { useApiContext } from '../useApiClient';
import { useSwrScope } from '../internal/useSwrScope';
import { useLatest } from '../internal/useLatest';
import type { QueryRefresh } from '../internal/useApiQuery';
import type { DataKey } from '../keys';

/**
 * A list read a page at a time, as every list of the product is (product §10.15). `items` is every
 * item read so far, for a Load more list; `page`, `pageCount`, `pageItems` and `setPage` are the
 * same pages for a pager, which offers the pages read so far and the next one (a cursor cannot jump
 * ahead: reaching page 9 reads pages 2 to 8 on the way).
 */
export interface PagedList<T> {
  status: 'idle' | 'loading' | 'error' | 'success';
  error: ApiError | null;
  /** Product §8's text for a failed read (the first page's, or the next one's), else null. */
  message: string | null;
  /** Every item read so far, in the list's order. */
  items: T[];
  pages: readonly Page<T>[];
  /** Items the list's filters match on every page, when the list says. */
  total: number | null;
  hasMore: boolean;
  /** Reads the next page; nothing while one is being read, or after the last. */
  loadMore(): void;
  loadingMore: boolean;
  /** The page a pager shows (1-based). */
  page: number;
  /** Pages read, and the next one when there is more. */
  pageCount: number;
  /** The shown page's items ([] while it is being read: `pageLoading`). */
  pageItems: T[];
  pageLoading: boolean;
  /** Shows page n (1 to pageCount), reading the pages up to it that are not read yet. */
  setPage(n: number): void;
  /** Reads every page read so far again. */
  refresh(): Promise<void>;
  isValidating: boolean;
  /**
   * A write that changes the list: `optimistic` changes the pages read at once; when `write`
   * succeeds, `settle` (if given) puts its answer in and the pages are read again; when it fails,
   * the pages are as before and the error is thrown.
   */
  change<R>(optimistic: (pages: Page<T>[]) => Page<T>[], write: () => Promise<R>, settle?: (pages: Page<T>[], result: R) => Page<T>[]): Promise<R>;
}

export interface PagedListOptions {
  /** SWR's polling and focus options for the list (the bell polls it). */
  refresh?: QueryRefresh;
}

/**
 * The one paged-list read (product §10.15): the pages read so far are one cache entry under `key`
 * (the list and its filters; a new key starts again from page 1), so every write reaches it the way
 * it reaches any read (`useMutation`'s `revalidate` with its key or a test on keys), and reading it
 * again reads as many pages as it holds, each from the cursor the one before gave. `readPage(client,
 * cursor)` is the SDK call (a `Page<T>`), `failMessage` product §8's text for a failed read. Like SWR
 * infinite, without its second cache entry per page.
 */
export function usePagedList<T>(
  hookName: string,
  key: DataKey | null,
  readPage: (client: ApiClient, cursor: string | null) => Promise<Page<T>>,
  failMessage: string,
  options: PagedListOptions = {},
): PagedList<T> {
  const { client, retain, cache, mutate } = useApiContext(hookName);
  const scope = useSwrScope(hookName);
  const serialized = key ? unstable_serialize(key) : null;
  useEffect(() => (serialized ? retain(serialized) : undefined), [serialized, retain]);
  const readRef = useLatest(readPage);

  // Reading the list (again) reads as many pages as are held, one after another along the cursors.
  const fetchPages = useCallback(async (): Promise<Page<T>[]> => {
    const held = serialized ? (cache.get(serialized)?.data as Page<T>[] | undefined)?.length ?? 1 : 1;
    const pages: Page<T>[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < Math.max(1, held); i++) {
      const page: Page<T> = await readRef.current(client, cursor);
      pages.push(page);
      if (!page.has_more || !page.next_cursor) break;
      cursor = page.next_cursor;
    }
    return pages;
  }, [serialized, cache, client, readRef]);
  const config = options.refresh ? { ...scope.config, ...options.refresh } : scope.config;
  const swr = useSWR<Page<T>[], unknown>(scope.bound ? key : null, fetchPages, config);

  const [more, setMore] = useState<{ list: string | null; pending: boolean; error: ApiError | null }>({ list: serialized, pending: false, error: null });
  const moreHere = more.list === serialized ? more : { pending: false, error: null };
  // The pager's page belongs to the list it was chosen in: other filters start at 1.
  const [shown, setShown] = useState<{ list: string | null; page: number }>({ list: serialized, page: 1 });
  const pages = useMemo(() => swr.data ?? [], [swr.data]);
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const hasMore = pages[pages.length - 1]?.has_more ?? false;
  const pageCount = Math.max(1, pages.length + (hasMore ? 1 : 0));
  const page = Math.min(shown.list === serialized ? shown.page : 1, pageCount);

  /** Reads pages after the held ones until `count` are held (or the list ends); calls queue, so no page is asked for twice. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const readUntil = useCallback((count: number) => {
    if (!serialized || !mutate) return queue.current;
    setMore({ list: serialized, pending: true, error: null });
    const run = async () => {
      try {
        await mutate(serialized, async (current: Page<T>[] | undefined) => {
          const next = [...(current ?? [])];
          while (next.length < count) {
            const last = next[next.length - 1];
            if (last && (!last.has_more || !last.next_cursor)) break;
            next.push(await readRef.current(client, last?.next_cursor ?? null));
          }
          return next;
        }, { revalidate: false });
        setMore({ list: serialized, pending: false, error: null });
      } catch (error) {
        setMore({ list: serialized, pending: false, error: normalizeError(error) });
      }
    };
    queue.current = queue.current.then(run);
    return queue.current;
  }, [serialized, mutate, client, readRef]);

  const loadMore = useCallback(() => {
    if (hasMore && !moreHere.pending) void readUntil(pages.length + 1);
  }, [hasMore, moreHere.pending, readUntil, pages.length]);
  const setPage = useCallback((n: number) => {
    const target = Math.max(1, Math.min(Math.floor(n) || 1, pageCount));
    setShown({ list: serialized, page: target });
    if (target > pages.length) void readUntil(target);
  }, [pageCount, serialized, pages.length, readUntil]);

  const change = useCallback(async <R,>(
    optimistic: (current: Page<T>[]) => Page<T>[], write: () => Promise<R>, settle?: (current: Page<T>[], result: R) => Page<T>[],
  ): Promise<R> => {
    if (!serialized || !mutate) return write();
    let result: R | undefined;
    await mutate(serialized, async (current: Page<T>[] | undefined) => {
      result = await write();
      const now = current ?? [];
      return settle ? settle(now, result) : optimistic(now);
    }, { optimisticData: (current: Page<T>[] | undefined) => optimistic(current ?? []), rollbackOnError: true, populateCache: true, revalidate: true });
    return result as R;
  }, [serialized, mutate]);

  const refresh = useCallback(async () => {
    if (!serialized) return;
    setMore({ list: serialized, pending: false, error: null });
    await mutate?.(serialized);
  }, [serialized, mutate]);

  let status: PagedList<T>['status'];
  let error: ApiError | null = null;
  if (!key) status = 'idle';
  else if (!scope.bound) status = 'loading';
  else if (swr.error !== undefined) { status = 'error'; error = normalizeError(swr.error); }
  else if (moreHere.error) { status = 'error'; error = moreHere.error; }
  else if (swr.data === undefined) status = 'loading';
  else status = 'success';
  return {
    status,
    error,
    message: error ? failMessage : null,
    items,
    pages,
    total: pages[0]?.total ?? null,
    hasMore,
    loadMore,
    loadingMore: moreHere.pending,
    page,
    pageCount,
    pageItems: pages[page - 1]?.items ?? [],
    pageLoading: status === 'loading' || (page > pages.length && status !== 'error'),
    setPage,
    refresh,
    isValidating: swr.isValidating || moreHere.pending,
    change,
  };
}
