import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterLoadOrInView, HydrateAfterLoad, HydrateLater } from './afterLoad';

afterEach(() => { window.history.replaceState(null, '', '/'); });

describe('afterLoadOrInView', () => {
  it('resolves at once when the address names a section', async () => {
    window.history.replaceState(null, '', '/#faq');
    let after = 0;
    await afterLoadOrInView('gate-hash', { after: async () => { after += 1; } });
    expect(after).toBe(0);
  });

  it('waits for `after` (the chunks above the fold), then for the browser to be idle', async () => {
    let release!: () => void;
    const hero = new Promise<void>((resolve) => { release = resolve; });
    let done = false;
    const gate = afterLoadOrInView('gate-idle', { after: () => hero }).then(() => { done = true; });
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    release();
    await gate;
    expect(done).toBe(true);
  });

  it('opens at the visitor\'s first input, without waiting for idle (a click before hydration would be lost)', async () => {
    let opened = false;
    // `after` never settles: only the input can open this gate.
    const gate = afterLoadOrInView('gate-input', { after: () => new Promise<void>(() => undefined) }).then(() => { opened = true; });
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    await gate;
    expect(opened).toBe(true);
  });

  it('shows its children once the gate opens', async () => {
    // React retries a suspended `use` when the promise settles; in the test's act environment
    // that happens when render and wait run inside act().
    await act(async () => { render(<Suspense fallback={<p>later</p>}><HydrateAfterLoad gate="gate-children"><p>sections</p></HydrateAfterLoad></Suspense>); });
    expect(screen.getByText('later')).toBeInTheDocument();
    await act(async () => { await afterLoadOrInView('gate-children'); });
    expect(screen.getByText('sections')).toBeInTheDocument();
  });

  it('rendered in the browser (no prerendered HTML to keep), shows its children at once, whatever the gate', () => {
    render(<HydrateLater gate="gate-client" after={() => new Promise<void>(() => undefined)}><p>footer</p></HydrateLater>);
    expect(screen.getByText('footer')).toBeInTheDocument();
  });
});
