import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, loadLazyParts } from './lazyPart';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>{label} {n}</button>;
}

describe('lazyPart', () => {
  afterEach(() => { vi.unstubAllEnvs(); });

  it('renders a component that was loaded already without suspending', async () => {
    const Part = lazyPart(() => Promise.resolve(Counter));
    await Part.preload();
    render(<Part label="ready" />);
    expect(screen.getByRole('button')).toHaveTextContent('ready 0');
  });

  it('server render: loadLazyParts loads every part, also those created by parts it loads', async () => {
    vi.stubEnv('SSR', true);
    let Inner: ReturnType<typeof lazyPart<{ label: string }>> | undefined;
    const Outer = lazyPart(async () => {
      // A part whose module creates another part when it loads (HeroPart creates the carousel's).
      Inner = lazyPart(() => Promise.resolve(Counter));
      return Counter;
    });
    await loadLazyParts();
    expect(Inner).toBeDefined();
    render(<><Outer label="outer" />{Inner && <Inner label="inner" />}</>);
    expect(screen.getByRole('button', { name: 'outer 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'inner 0' })).toBeInTheDocument();
  });

  it('loads once, shows the fallback meanwhile, and keeps its state after loading', async () => {
    let loads = 0;
    const Part = lazyPart(async () => { loads += 1; return Counter; });
    render(<Suspense fallback={<p>loading</p>}><Part label="later" /></Suspense>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const button = await screen.findByRole('button');
    act(() => button.click());
    expect(button).toHaveTextContent('later 1');
    await Part.preload();
    expect(loads).toBe(1);
  });
});
