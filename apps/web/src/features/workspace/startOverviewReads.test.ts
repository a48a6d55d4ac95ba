import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, AuthSnapshot, Portfolio } from '@pt/api';
import { startOverviewReads } from './startOverviewReads';

const portfolio = (id: string) => ({ id, name: id }) as Portfolio;

function fakeClient(status: AuthSnapshot['status'], portfolios: Portfolio[] | Error = [portfolio('p1'), portfolio('p2')]) {
  const list = vi.fn(() => (portfolios instanceof Error ? Promise.reject(portfolios) : Promise.resolve(portfolios)));
  const overview = vi.fn(() => Promise.resolve(null));
  const snapshot = (status === 'signedIn' ? { status, user: { id: 'u1' }, isAdmin: false } : { status }) as AuthSnapshot;
  const client = { session: { getSnapshot: () => snapshot }, portfolio: { list, overview } } as unknown as Pick<ApiClient, 'session' | 'portfolio'>;
  return { client, list, overview };
}

describe('startOverviewReads (product §10.28)', () => {
  it('asks for the list and the first portfolio\'s overview, both as prefetches', async () => {
    const { client, list, overview } = fakeClient('signedIn');
    startOverviewReads(client, '');
    await vi.waitFor(() => expect(overview).toHaveBeenCalled());
    expect(list).toHaveBeenCalledWith({ prefetch: true });
    expect(overview).toHaveBeenCalledWith('p1', { prefetch: true });
  });

  it('asks for the portfolio in the address at once, beside the list', () => {
    const { client, list, overview } = fakeClient('signedIn');
    startOverviewReads(client, '?portfolio=p2');
    expect(list).toHaveBeenCalledOnce();
    expect(overview).toHaveBeenCalledWith('p2', { prefetch: true });
  });

  it('asks for nothing signed out, and no overview when the member has no portfolio or the list fails', async () => {
    const signedOut = fakeClient('signedOut');
    startOverviewReads(signedOut.client, '?portfolio=p2');
    expect(signedOut.list).not.toHaveBeenCalled();
    expect(signedOut.overview).not.toHaveBeenCalled();
    for (const answer of [[], new Error('offline')]) {
      const member = fakeClient('signedIn', answer);
      startOverviewReads(member.client, '');
      await vi.waitFor(() => expect(member.list).toHaveBeenCalled());
      await new Promise((resolve) => { setTimeout(resolve, 0); });
      expect(member.overview).not.toHaveBeenCalled();
    }
  });
});
