import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Request Payout</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Request a payout?" footer={<Button onClick={() => setOpen(false)}>Cancel</Button>} />
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('hands focus back to its opener and scrolls it into view when it sits below the screen, whether closed by a button or Escape', async () => {
    // jsdom has no scrollIntoView and lays nothing out: the opener is placed below an 800 px screen.
    const scrolled: Array<{ el: Element; options: unknown }> = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true, writable: true,
      value(this: Element, options: unknown) { scrolled.push({ el: this, options }); },
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    try {
      render(<Opener />);
      const opener = screen.getByRole('button', { name: 'Request Payout' });
      vi.spyOn(opener, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 780, 160, 44));
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(opener).toHaveFocus());
      await waitFor(() => expect(scrolled[0]).toEqual({ el: opener, options: { block: 'nearest', inline: 'nearest' } }));

      const before = scrolled.length;
      await userEvent.click(opener);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(before));
      expect(scrolled.every((s) => s.el === opener)).toBe(true);
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('leaves an opener that is fully in view where it is', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    try {
      render(<Opener />);
      const opener = screen.getByRole('button', { name: 'Request Payout' });
      vi.spyOn(opener, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 300, 160, 44));
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(opener).toHaveFocus());
      // Let the watched frames run out.
      await new Promise((resolve) => { let n = 100; const tick = () => (--n > 0 ? requestAnimationFrame(tick) : resolve(undefined)); requestAnimationFrame(tick); });
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

describe('Dialog removed while open', () => {
  it('still brings its opener into view when focus comes back to it', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    function RemovedOnConfirm() {
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Request Payout</Button>
          {done ? null : (
            <Dialog open={open} onClose={() => setOpen(false)} title="Request a payout?" footer={<Button onClick={() => setDone(true)}>Confirm</Button>} />
          )}
        </>
      );
    }
    try {
      render(<RemovedOnConfirm />);
      const opener = screen.getByRole('button', { name: 'Request Payout' });
      vi.spyOn(opener, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 780, 160, 44));
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(opener).toHaveFocus());
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' }));
      expect(scrollIntoView.mock.contexts.every((el) => el === opener)).toBe(true);
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      vi.restoreAllMocks();
    }
  });
});
