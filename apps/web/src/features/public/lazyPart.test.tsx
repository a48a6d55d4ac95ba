import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazyPart';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>{label} {n}</button>;
}

describe('lazyPart', () => {
  it('renders a component that was loaded already without suspending', () => {
    const Part = lazyPart(() => Promise.resolve(Counter), Counter);
    render(<Part label="ready" />);
    expect(screen.getByRole('button')).toHaveTextContent('ready 0');
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
