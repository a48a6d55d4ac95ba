import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Page } from '@pt/api';
import { usePagedList } from './usePagedList';
import { useMutation } from './useMutation';
import { createTestEnv, pagedRoute, renderWithApi, type Reply } from '../../test/testClient';

interface Row { id: string; kind: string }
const rows = (n: number, kind = 'a'): Row[] => Array.from({ length: n }, (_, i) => ({ id: `${kind}${i}`, kind }));

/** A list of the fake server's rows, 2 a page, filtered by `kind`; and a write that revalidates every list under ['pt', 'user', 'u1', 'rows']. */
function useRows(kind: string | null) {
  const list = usePagedList<Row>(
    'useRows', ['pt', 'user', 'u1', 'rows', kind ?? 'all'],
    (c, cursor) => c.transactions.page({ portfolio_id: 'p1', ...(kind ? { symbol: kind } : {}), limit: 2, cursor }) as unknown as Promise<Page<Row>>,
    'Failed to load rows.',
  );
  const write = useMutation(async () => 'ok', { onSuccess: (_d, _v, { revalidate }) => revalidate((k) => Array.isArray(k) && k[3] === 'rows') });
  return { list, write };
}

describe('usePagedList', () => {
  it('reads the first page, then the next on Load more, following the cursor; the pager offers the pages read and the next', async () => {
    const data = rows(5);
    const env = createTestEnv({ 'GET /api/transaction/': pagedRoute(() => data, { withTotal: true }) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useRows(null), env);
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    expect(result.current.list).toMatchObject({ total: 5, hasMore: true, page: 1, pageCount: 2, loadingMore: false });
    expect(result.current.list.items.map((r) => r.id)).toEqual(['a0', 'a1']);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items.map((r) => r.id)).toEqual(['a0', 'a1', 'a2', 'a3']));
    expect(result.current.list.pageCount).toBe(3);
    act(() => result.current.list.setPage(3));
    await waitFor(() => expect(result.current.list.pageItems.map((r) => r.id)).toEqual(['a4']));
    expect(result.current.list).toMatchObject({ page: 3, pageCount: 3, hasMore: false, pageLoading: false });
    act(() => result.current.list.loadMore());
    expect(env.api.calls.map((c) => c.path)).toEqual([
      '/api/transaction/?portfolio_id=p1&limit=2',
      '/api/transaction/?portfolio_id=p1&limit=2&cursor=2',
      '/api/transaction/?portfolio_id=p1&limit=2&cursor=4',
    ]);
  });

  it('a write that names the list reads every page it holds again, from the first; other filters start at page 1', async () => {
    let data = rows(4);
    const env = createTestEnv({ 'GET /api/transaction/': pagedRoute(() => data) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => {
      const [kind, setKind] = useState<string | null>(null);
      return { ...useRows(kind), setKind };
    }, env);
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    act(() => result.current.list.setPage(2));
    await waitFor(() => expect(result.current.list.page).toBe(2));
    await waitFor(() => expect(result.current.list.pageItems).toHaveLength(2));
    data = [{ id: 'new', kind: 'a' }, ...data];
    await act(async () => { await result.current.write.mutateAsync(); });
    await waitFor(() => expect(result.current.list.items.map((r) => r.id)).toEqual(['new', 'a0', 'a1', 'a2']));
    expect(result.current.list.page).toBe(2);
    act(() => result.current.setKind('b'));
    await waitFor(() => expect(result.current.list).toMatchObject({ status: 'success', page: 1, items: [] }));
  });

  it('a failed next page keeps what was read and says so; a failed change puts the pages back', async () => {
    const data = rows(3);
    let failNext = true;
    let reply: Promise<Reply> | null = null;
    const env = createTestEnv({
      'GET /api/transaction/': (req) => (req.path.includes('cursor=') && failNext ? { status: 404, body: { error: 'gone' } } : (pagedRoute(() => data) as (r: typeof req) => Reply)(req)),
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useRows(null), env);
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.status).toBe('error'));
    expect(result.current.list).toMatchObject({ message: 'Failed to load rows.', loadingMore: false });
    expect(result.current.list.items).toHaveLength(2);
    failNext = false;
    await act(async () => { await result.current.list.refresh(); });
    await waitFor(() => expect(result.current.list.status).toBe('success'));

    let send: (r: Reply) => void = () => undefined;
    reply = new Promise<Reply>((resolve) => { send = resolve; });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => { outcome = result.current.list.change((pages) => pages.map((p) => ({ ...p, items: p.items.filter((r) => r.id !== 'a0') })), () => reply!.then(() => { throw new Error('refused'); })); });
    await waitFor(() => expect(result.current.list.items.map((r) => r.id)).toEqual(['a1']));
    await act(async () => { send({ body: {} }); await outcome.catch(() => undefined); });
    expect(result.current.list.items.map((r) => r.id)).toEqual(['a0', 'a1']);
  });
});
