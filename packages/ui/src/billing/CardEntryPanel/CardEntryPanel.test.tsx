import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardEntryPanel } from './CardEntryPanel';

describe('CardEntryPanel', () => {
  it('mounts the provider element in a labelled slot and submits', async () => {
    const onSubmit = vi.fn();
    render(<CardEntryPanel onSubmit={onSubmit} slotId="card-slot"><span>provider element</span></CardEntryPanel>);
    const slot = screen.getByRole('group', { name: 'Card details' });
    expect(slot).toHaveAttribute('id', 'card-slot');
    expect(slot).toHaveTextContent('provider element');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows processing, success and error states', () => {
    const { rerender } = render(<CardEntryPanel state="processing" />);
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
    rerender(<CardEntryPanel state="success" />);
    expect(screen.getByText('Payment method added successfully.')).toBeInTheDocument();
    rerender(<CardEntryPanel error="Your card was declined." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('replaces the form with an alert when payments are not configured', () => {
    render(<CardEntryPanel configured={false} />);
    expect(screen.getByText('Card payments are not available right now. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Payment Method' })).not.toBeInTheDocument();
  });
});
