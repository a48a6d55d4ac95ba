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

  it('hands focus back to its opener and scrolls it into view (nearest edge), whether closed by a button or Escape', async () => {
    // jsdom has no scrollIntoView; a browser gives focus back with preventScroll, so the dialog must scroll.
    const scrolled: Array<{ el: Element; options: unknown }> = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true, writable: true,
      value(this: Element, options: unknown) { scrolled.push({ el: this, options }); },
    });
    try {
      render(<Opener />);
      const opener = screen.getByRole('button', { name: 'Request Payout' });
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(opener).toHaveFocus());
      await waitFor(() => expect(scrolled).toEqual([{ el: opener, options: { block: 'nearest', inline: 'nearest' } }]));

      await userEvent.click(opener);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
      await waitFor(() => expect(scrolled).toHaveLength(2));
      expect(scrolled[1]?.el).toBe(opener);
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
