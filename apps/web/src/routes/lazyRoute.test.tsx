import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazyRoute';

const Page = () => <h1>The page</h1>;

describe('lazyRoute', () => {
  it('renders a preloaded page in the first render, without its fallback', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Route = lazyRoute(load, (m) => m.Page);
    await Route.preload();
    render(<Suspense fallback={<p>Loading</p>}><Route /></Suspense>);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its module has arrived, and loads it once', async () => {
    let arrive: (m: { Page: typeof Page }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Page: typeof Page }>((resolve) => { arrive = resolve; }));
    const Route = lazyRoute(load, (m) => m.Page);
    render(<Suspense fallback={<p>Loading</p>}><Route /></Suspense>);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void Route.preload();
    await act(async () => { arrive({ Page }); });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ Page });
    const Route = lazyRoute(load, (m: { Page: typeof Page }) => m.Page);
    await expect(Route.preload()).rejects.toThrow('offline');
    await Route.preload();
    render(<Route />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
