import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FaqAccordion } from './FaqAccordion';
import { sampleFaq } from './sampleFaq';

const q = (i: number) => screen.getByRole('button', { name: sampleFaq[i]!.question });

describe('FaqAccordion', () => {
  it('keeps one item open at a time and closes the open item when chosen again', async () => {
    render(<FaqAccordion items={sampleFaq} />);
    expect(screen.queryByText(/14-day free trial/)).not.toBeVisible();
    await userEvent.click(q(3));
    expect(q(3)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/14-day free trial/)).toBeVisible();
    await userEvent.click(q(4));
    expect(q(3)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/14-day free trial/)).not.toBeVisible();
    expect(q(4)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(q(4));
    expect(sampleFaq.map((_, i) => q(i).getAttribute('aria-expanded'))).toEqual(Array(6).fill('false'));
  });

  it('follows openIndex when controlled and reports choices', async () => {
    const onOpenChange = vi.fn();
    function Host() {
      const [open, setOpen] = useState<number | null>(1);
      return <FaqAccordion items={sampleFaq} openIndex={open} onOpenChange={(i) => { onOpenChange(i); setOpen(i); }} />;
    }
    render(<Host />);
    expect(q(1)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(q(1));
    expect(onOpenChange).toHaveBeenLastCalledWith(null);
    expect(q(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not move when controlled and the parent ignores the change', async () => {
    render(<FaqAccordion items={sampleFaq} openIndex={0} onOpenChange={() => {}} />);
    await userEvent.click(q(2));
    expect(q(0)).toHaveAttribute('aria-expanded', 'true');
    expect(q(2)).toHaveAttribute('aria-expanded', 'false');
  });
});
