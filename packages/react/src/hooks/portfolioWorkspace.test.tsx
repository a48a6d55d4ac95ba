import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { RETURN_METHOD, allocation, computeHoldings, portfolioSummary, workspaceMessages } from '@pt/api';
import { usePortfolios } from './usePortfolios';
import { useTransactions } from './useTransactions';
import { useHoldings } from './useHoldings';
import { usePerformance } from './usePerformance';
import { usePlanLimit } from './usePlanLimit';
import { useCurrentSubscription } from './useCurrentSubscription';
import { createTestEnv, lastLocation, pagedRoute, renderWithApi, type Reply, wireTx } from '../../test/testClient';

const LIST = '/api/transaction/?portfolio_id=p1';
const portfolio = (id: string, name: string) => ({ id, name, description: `${name} notes`, currency: 'USD', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' });

/** A reply the test sends when it chooses. */
function deferred() {
  let send: (r: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => { send = resolve; });
  return { promise, send };
}

const PAGES = 'GET /api/transaction/';
const OVERVIEW = 'GET /api/portfolio/p1/overview';
/** The server's overview as the tests need it: the symbols (the filter's choices) and holdings. */
const overview = (symbols: string[], extra: object = {}) => ({ body: { portfolio_id: 'p1', holdings: [], closed_holdings: [], summary: portfolioSummary([]), allocation: [], symbols, transaction_count: 0, first_transaction_date: null, quotes_error: null, source: 'sample', ...extra } });

describe('useTransactions: a page at a time, with optimistic writes', () => {
  it('shows an added transaction at once, then the saved one; removes it again with the error when the server refuses', async () => {
    let rows = [wireTx({ id: 't1', symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00.000Z' })];
    let reply = deferred();
    // Once the list is read again it waits, so only the rollback can put the list back before it answers.
    let listReply: Promise<Reply> | null = null;
    const pages = pagedRoute(() => rows, { withTotal: true });
    const env = createTestEnv({
      [PAGES]: (req) => listReply ?? (pages as (r: typeof req) => Reply)(req),
      'POST /api/transaction/': () => reply.promise,
      [OVERVIEW]: overview(['AAPL']),
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useTransactions('p1'), env);
    await waitFor(() => expect(result.current.transactions).toHaveLength(1));
    expect(env.api.calls.find((c) => c.path.startsWith('/api/transaction/'))?.path).toBe('/api/transaction/?portfolio_id=p1&limit=25');

    act(() => result.current.add.mutate({ symbol: 'msft', type: 'buy', quantity: 2, price: 400, executed_at: '2026-02-01' }));
    await waitFor(() => expect(result.current.transactions).toHaveLength(2));
    expect(result.current.transactions[0]).toMatchObject({ symbol: 'MSFT', quantity: 2, executed_at: '2026-02-01T00:00:00.000Z' });
    expect(result.current.transactions[0]!.id).toMatch(/^pending-/);
    expect(result.current.view.total).toBe(2);
    const saved = wireTx({ id: 't2', symbol: 'MSFT', type: 'buy', quantity: 2, price: 400, executed_at: '2026-02-01T00:00:00.000Z' });
    rows = [saved, ...rows];
    await act(async () => { reply.send({ status: 201, body: saved }); });
    await waitFor(() => expect(result.current.add.status).toBe('success'));
    await waitFor(() => expect(result.current.transactions.map((t) => t.id)).toEqual(['t2', 't1']));
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ symbol: 'msft', type: 'buy', quantity: 2, price: 400, executed_at: '2026-02-01', portfolio_id: 'p1' });

    reply = deferred();
    listReply = deferred().promise;
    act(() => result.current.add.mutate({ symbol: 'TSLA', type: 'buy', quantity: 1, price: 200 }));
    await waitFor(() => expect(result.current.transactions).toHaveLength(3));
    const refused = { error: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', code: 'plan_limit', limit: 5, plan: 'free', upgrade_plan: 'premium' };
    await act(async () => { reply.send({ status: 403, body: refused }); });
    await waitFor(() => expect(result.current.add.status).toBe('error'));
    expect(result.current.transactions.map((t) => t.id)).toEqual(['t2', 't1']);
    expect(result.current.add.error).toMatchObject({ status: 403, serverCode: 'plan_limit', message: refused.error });
    expect(result.current.planLimit).toEqual({ limit: 5, plan: 'free', upgradePlan: 'premium', message: refused.error, upgradePath: '/payment-demo?plan=premium#plan-premium' });
  });

  it('drops a deleted transaction at once and puts it back when the server refuses', async () => {
    const rows = [wireTx({ id: 't2', symbol: 'AAPL', type: 'sell', quantity: 4, price: 160, executed_at: '2026-03-01T15:00:00.000Z' }), wireTx({ id: 't1', symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00.000Z' })];
    const reply = deferred();
    let reads = 0;
    const pages = pagedRoute(() => rows);
    // The list is read once; a second read waits, so only the rollback can put the row back.
    const env = createTestEnv({ [PAGES]: (req) => (reads++ ? deferred().promise : (pages as (r: typeof req) => Reply)(req)), 'DELETE /api/transaction/t1': () => reply.promise, [OVERVIEW]: overview(['AAPL']) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useTransactions('p1'), env);
    await waitFor(() => expect(result.current.transactions).toHaveLength(2));
    act(() => result.current.remove.mutate('t1'));
    await waitFor(() => expect(result.current.transactions.map((t) => t.id)).toEqual(['t2']));
    expect(result.current.removingId).toBe('t1');
    const message = 'The sale of 4 AAPL on Mar 01, 2026 would sell more than the 0 held then: delete or change that sale first';
    await act(async () => { reply.send({ status: 409, body: { error: message } }); });
    await waitFor(() => expect(result.current.remove.status).toBe('error'));
    expect(result.current.transactions.map((t) => t.id)).toEqual(['t2', 't1']);
    expect(result.current.remove.error?.message).toBe(message);
    expect(result.current.removingId).toBeNull();
  });

  it('asks the server for each page and each filter; the pager offers the pages read and the next; symbols come from the overview', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => wireTx({ id: `t${i}`, symbol: i % 2 ? 'AAPL' : 'MSFT', type: i % 3 ? 'buy' : 'sell', quantity: 1, price: 1, executed_at: `2026-01-${String(30 - i).padStart(2, '0')}T00:00:00.000Z` }));
    const env = createTestEnv({ [PAGES]: pagedRoute(() => rows, { withTotal: true }), [OVERVIEW]: overview(['AAPL', 'MSFT']) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useTransactions('p1', { pageSize: 10 }), env);
    await waitFor(() => expect(result.current.view.total).toBe(30));
    await waitFor(() => expect(result.current.symbols).toEqual(['AAPL', 'MSFT']));
    expect(result.current.view).toMatchObject({ page: 1, pageCount: 2, pageSize: 10 });
    // Page 3 reads page 2 on the way (a cursor cannot jump).
    act(() => result.current.setPage(3));
    expect(result.current.view.page).toBe(2);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.view.items.map((t) => t.id)).toEqual(rows.slice(10, 20).map((t) => t.id)));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.view.items.map((t) => t.id)).toEqual(rows.slice(20).map((t) => t.id)));
    expect(result.current.view.pageCount).toBe(3);
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.setFilter({ symbol: 'aapl', type: 'buy' }));
    await waitFor(() => expect(result.current.view).toMatchObject({ page: 1, total: 10 }));
    expect(result.current.view.items.every((t) => t.symbol === 'AAPL' && t.type === 'buy')).toBe(true);
    expect(env.api.calls.map((c) => c.path).filter((p) => p.startsWith('/api/transaction/'))).toEqual([
      '/api/transaction/?portfolio_id=p1&limit=10',
      '/api/transaction/?portfolio_id=p1&limit=10&cursor=10',
      '/api/transaction/?portfolio_id=p1&limit=10&cursor=20',
      '/api/transaction/?portfolio_id=p1&symbol=AAPL&type=buy&limit=10',
    ]);
    // Never the whole history.
    expect(env.api.calls.some((c) => c.path === LIST)).toBe(false);
  });
});

describe('usePortfolios', () => {
  const list = [portfolio('a', 'Core'), portfolio('b', 'Growth'), portfolio('c', 'Income')];

  it('shows the portfolio in the URL, else the first; after a confirmed deletion the selection moves to the next', async () => {
    let rows = list;
    const env = createTestEnv({ 'GET /api/portfolio/': () => ({ body: rows }), 'DELETE /api/portfolio/b': () => { rows = [list[0]!, list[2]!]; return { body: { deleted: true, id: 'b' } }; } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => usePortfolios(), env, '/app?portfolio=b');
    await waitFor(() => expect(result.current.selected?.name).toBe('Growth'));
    act(() => result.current.askRemove('b'));
    expect(result.current.confirmingRemoval?.name).toBe('Growth');
    await act(async () => { await result.current.confirmRemove(); });
    expect(env.api.count('DELETE', '/api/portfolio/b')).toBe(1);
    await waitFor(() => expect(lastLocation.current.search).toBe('?portfolio=c'));
    expect(result.current.selected?.name).toBe('Income');
    expect(result.current.confirmingRemoval).toBeNull();
    act(() => result.current.select('unknown'));
    expect(result.current.selected?.name).toBe('Core');
  });

  it('selects a new portfolio, and renames keeping description and currency', async () => {
    let rows = list;
    const env = createTestEnv({
      'GET /api/portfolio/': () => ({ body: rows }),
      'POST /api/portfolio/': ({ body }) => { const p = portfolio('d', (body as { name: string }).name); rows = [...rows, p]; return { status: 201, body: p }; },
      'PUT /api/portfolio/a': ({ body }) => ({ body: { ...list[0], ...(body as object) } }),
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => usePortfolios(), env, '/app');
    await waitFor(() => expect(result.current.selected?.id).toBe('a'));
    await act(async () => { await result.current.create.mutateAsync({ name: 'Crypto-free' }); });
    expect(lastLocation.current.search).toBe('?portfolio=d');
    await waitFor(() => expect(result.current.selected?.name).toBe('Crypto-free'));
    await act(async () => { await result.current.rename.mutateAsync({ id: 'a', name: 'Core 2' }); });
    expect(env.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Core 2', description: 'Core notes', currency: 'USD' });
  });

  it("keys every read by the user: after another user signs in, the first user's portfolios are never shown", async () => {
    const env = createTestEnv({
      'GET /api/portfolio/': ({ headers }) => ({ body: headers.Authorization === 'Bearer tok-u1' ? [portfolio('a', "Ann's")] : [portfolio('z', "Bob's")] }),
    });
    env.signInAs({ id: 'u1' });
    const seen: string[][] = [];
    const { result } = renderWithApi(() => {
      const p = usePortfolios();
      seen.push(p.portfolios.map((x) => x.name));
      return p;
    }, env);
    await waitFor(() => expect(result.current.portfolios.map((p) => p.name)).toEqual(["Ann's"]));
    const before = seen.length;
    act(() => { env.signInAs({ id: 'u2', email: 'bob@example.com' }); });
    await waitFor(() => expect(result.current.portfolios.map((p) => p.name)).toEqual(["Bob's"]));
    expect(seen.slice(before).flat()).not.toContain("Ann's");
  });
});

describe('useHoldings and usePerformance', () => {
  it('reads the holdings, summary and allocation the server computed, in one call and never the transactions', async () => {
    const rows = [wireTx({ id: 't3', symbol: 'AAPL', type: 'sell', quantity: 5, price: 200, executed_at: '2026-03-01T15:00:00.000Z' }), wireTx({ id: 't2', symbol: 'MSFT', type: 'buy', quantity: 2, price: 400, executed_at: '2026-02-01T15:00:00.000Z' }), wireTx({ id: 't1', symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00.000Z' }), wireTx({ id: 't0', symbol: 'KO', type: 'buy', quantity: 1, price: 50, executed_at: '2026-01-02T15:00:00.000Z' }), wireTx({ id: 't4', symbol: 'KO', type: 'sell', quantity: 1, price: 60, executed_at: '2026-01-03T15:00:00.000Z' })];
    const quote = (symbol: string, price: number, change: number) => ({ symbol, name: symbol, price, previous_close: price - change, change, change_percent: 0, currency: 'USD', delayed_minutes: 15, as_of: '2026-06-01T11:45:00.000Z', source: 'sample' });
    // What the server answers: the SDK's math, as it runs there.
    const all = computeHoldings(rows, [quote('AAPL', 200, 2), quote('MSFT', 500, -5)]);
    const open = all.filter((h) => h.quantity > 0);
    const env = createTestEnv({ [OVERVIEW]: overview(['AAPL', 'KO', 'MSFT'], { holdings: open, closed_holdings: all.filter((h) => h.quantity <= 0), summary: portfolioSummary(all), allocation: allocation(open) }) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useHoldings('p1'), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.holdings.map((h) => [h.symbol, h.quantity, h.value, h.weight])).toEqual([['AAPL', 5, 1000, 0.5], ['MSFT', 2, 1000, 0.5]]);
    expect(result.current.closedHoldings.map((h) => h.symbol)).toEqual(['KO']);
    expect(result.current.summary).toMatchObject({ totalValue: 2000, dayChange: 0, asOf: '2026-06-01T11:45:00.000Z', delayedMinutes: 15 });
    expect(result.current.allocation.map((s) => s.key)).toEqual(['AAPL', 'MSFT']);
    expect(result.current.quotesMessage).toBeNull();
    expect(env.api.calls.map((c) => c.path)).toEqual(['/api/portfolio/p1/overview']);
  });

  it('says when the server could not read the quotes, and when the overview fails', async () => {
    const env = createTestEnv({ [OVERVIEW]: overview(['AAPL'], { quotes_error: 'Failed to load quotes.' }), 'GET /api/portfolio/p2/overview': { status: 404, body: { error: 'Portfolio not found' } } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => ({ one: useHoldings('p1'), two: useHoldings('p2') }), env);
    await waitFor(() => expect(result.current.one.quotesMessage).toBe('Failed to load quotes.'));
    await waitFor(() => expect(result.current.two.status).toBe('error'));
    expect(result.current.two.message).toBe(workspaceMessages.loadOverviewFailed);
  });

  it('reads the server-computed series of a range and names the return method', async () => {
    const body = { portfolio_id: 'p1', range: '1M', from: '2026-05-01', to: '2026-06-01', method: 'time_weighted_daily', points: [], time_weighted_return: 0.01, money_weighted_return: null, benchmark: null, source: 'sample' };
    const env = createTestEnv({ 'GET /api/portfolio/p1/performance?range=1M': { body } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => usePerformance('p1', '1M'), env);
    await waitFor(() => expect(result.current.performance).toEqual(body));
    expect(result.current.method).toBe(RETURN_METHOD);
    expect(result.current.ranges.map((r) => result.current.labels[r])).toEqual(['1W', '1M', '3M', 'YTD', '1Y', 'All']);
    const signedOut = createTestEnv();
    expect(renderWithApi(() => usePerformance('p1', 'ALL'), signedOut).result.current.status).toBe('idle');
    expect(signedOut.api.calls).toHaveLength(0);
  });
});

describe('usePlanLimit', () => {
  it('prompts at the limit with Premium preselected, and reads the usage again once the member subscribes', async () => {
    let subscribed = false;
    const env = createTestEnv({
      'GET /api/subscription/current': () => ({ body: subscribed ? { subscription: { subscription_id: 's1', plan_id: 'premium', price_id: 'premium_monthly', billing_cycle: 'monthly', status: 'trialing', current_period_end: 1780000000, cancel_at_period_end: false, trial_end: null, created_at: '' } } : { subscription: null } }),
      'GET /api/subscription/usage': () => ({ body: subscribed ? { plan_id: 'premium', holdings_used: 5, holdings_limit: null, portfolios: 1, chartgpt_prompts_this_month: 0 } : { plan_id: 'free', holdings_used: 5, holdings_limit: 5, portfolios: 1, chartgpt_prompts_this_month: 0 } }),
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => ({ limit: usePlanLimit(), subscription: useCurrentSubscription() }), env);
    await waitFor(() => expect(result.current.limit.reached).toBe(true));
    expect(result.current.limit.prompt).toEqual({
      limit: 5, plan: 'free', upgradePlan: 'premium', message: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', upgradePath: '/payment-demo?plan=premium#plan-premium',
    });
    subscribed = true;
    await act(async () => { await result.current.subscription.refresh(); });
    await waitFor(() => expect(result.current.limit.allowance).toMatchObject({ limit: null, reached: false }));
    expect(result.current.limit.prompt).toBeNull();
  });

  it('says when the usage cannot be read', async () => {
    const env = createTestEnv({ 'GET /api/subscription/current': { body: { subscription: null } }, 'GET /api/subscription/usage': { status: 400, body: { error: 'x' } } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => usePlanLimit(), env);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.message).toBe(workspaceMessages.loadUsageFailed);
  });
});
