import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, loadLazyParts } from './lazyPage';

const Page = () => <h1>The page</h1>;

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>{label} {n}</button>;
}

describe('lazyPage', () => {
  afterEach(() => { vi.unstubAllEnvs(); });

  it('renders a preloaded page in the first render, without its fallback', async () => {
    const load = vi.fn(async () => Page);
    const Route = lazyPage(load);
    await Route.preload();
    render(<Suspense fallback={<p>Loading</p>}><Route /></Suspense>);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its module has arrived, and loads it once', async () => {
    let arrive: (c: typeof Page) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Page>((resolve) => { arrive = resolve; }));
    const Route = lazyPage(load);
    render(<Suspense fallback={<p>Loading</p>}><Route /></Suspense>);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void Route.preload();
    await act(async () => { arrive(Page); });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    const Route = lazyPage(load);
    await expect(Route.preload()).rejects.toThrow('offline');
    await Route.preload();
    render(<Route />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes its props and keeps its state after loading', async () => {
    let loads = 0;
    const Part = lazyPage(async () => { loads += 1; return Counter; });
    render(<Suspense fallback={<p>loading</p>}><Part label="later" /></Suspense>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const button = await screen.findByRole('button');
    act(() => button.click());
    expect(button).toHaveTextContent('later 1');
    await Part.preload();
    expect(loads).toBe(1);
  });

  it('server render: loadLazyParts loads every page, also those created by pages it loads', async () => {
    vi.stubEnv('SSR', true);
    let Inner: ReturnType<typeof lazyPage<{ label: string }>> | undefined;
    const Outer = lazyPage(async () => {
      // A page whose module creates another lazy page when it loads (HeroPart creates the carousel's).
      Inner = lazyPage(() => Promise.resolve(Counter));
      return Counter;
    });
    await loadLazyParts();
    expect(Inner).toBeDefined();
    render(<><Outer label="outer" />{Inner && <Inner label="inner" />}</>);
    expect(screen.getByRole('button', { name: 'outer 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'inner 0' })).toBeInTheDocument();
  });

  it('server render: reports each rendered page to the prerender as loaded while hydrating', async () => {
    vi.stubEnv('SSR', true);
    const phases: Array<string | undefined> = [];
    const reporter = globalThis as { __ptDynamicImportPhase?: string };
    const Part = lazyPage(async () => { phases.push(reporter.__ptDynamicImportPhase); return Counter; });
    await Part.preload();
    render(<Part label="prerendered" />);
    expect(phases).toContain('hydration');
    expect(reporter.__ptDynamicImportPhase).toBeUndefined();
  });
});
