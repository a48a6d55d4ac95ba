import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleLedgerFormat as format } from '../../private/LedgerShared/storyFixtures';
import { PayoutPanel } from './PayoutPanel';

describe('PayoutPanel', () => {
  it('asks before requesting, names the amount, and says it was requested once the request went through', async () => {
    const onRequestPayout = vi.fn().mockResolvedValue(undefined);
    render(<PayoutPanel format={format} balance={120} pendingBalance={30} canRequestPayout requestAmount={120} onRequestPayout={onRequestPayout} />);
    expect(screen.getByText('Pending').nextSibling).toHaveTextContent('$30.00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
    expect(onRequestPayout).not.toHaveBeenCalled();
    expect(await screen.findByText('Request a payout of $120.00?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(onRequestPayout).toHaveBeenCalledOnce();
    expect(await screen.findByText('Payout requested')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the request fails', async () => {
    const onRequestPayout = vi.fn().mockRejectedValue(new Error('A payout request is already open.'));
    render(<PayoutPanel format={format} balance={120} canRequestPayout requestAmount={120} onRequestPayout={onRequestPayout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('A payout request is already open.')).toBeInTheDocument();
    expect(screen.queryByText('Payout requested')).not.toBeInTheDocument();
  });

  it('shows the button disabled with its reason when a request cannot be made now, and hides it below the threshold', async () => {
    const onRequestPayout = vi.fn();
    const { rerender } = render(
      <PayoutPanel format={format} balance={20} canRequestPayout requestAmount={20} onRequestPayout={onRequestPayout} requestBlockedReason="Your payout request is being processed." />,
    );
    const request = screen.getByRole('button', { name: 'Request Payout' });
    expect(request).toHaveAttribute('aria-disabled', 'true');
    expect(request).toHaveAccessibleDescription('Your payout request is being processed.');
    // Still focusable, so focus handed back to it after a request stays on it; pressing it does nothing.
    expect(request).not.toHaveAttribute('disabled');
    await userEvent.click(request);
    expect(screen.queryByText('Request a payout of $20.00?')).not.toBeInTheDocument();
    expect(onRequestPayout).not.toHaveBeenCalled();
    rerender(<PayoutPanel format={format} balance={20} canRequestPayout={false} />);
    expect(screen.queryByRole('button', { name: 'Request Payout' })).not.toBeInTheDocument();
  });

  it('calls straight away without a request amount, and shows the history it is given', async () => {
    const onRequestPayout = vi.fn();
    render(<PayoutPanel format={format} balance={60} canRequestPayout onRequestPayout={onRequestPayout} history={<p>Three payouts</p>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
    expect(onRequestPayout).toHaveBeenCalledOnce();
    expect(screen.getByText('Three payouts')).toBeInTheDocument();
    expect(screen.queryByText('No payments yet')).not.toBeInTheDocument();
  });
});
