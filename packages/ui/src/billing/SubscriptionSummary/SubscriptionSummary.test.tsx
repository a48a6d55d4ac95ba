import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionSummary } from './SubscriptionSummary';

const active = { planName: 'Premium', status: { label: 'Active', tone: 'success' } as const, periodEnd: 'Dec 22, 2026', cancelAtPeriodEnd: false };

describe('SubscriptionSummary', () => {
  it('asks for confirmation before cancelling', async () => {
    const onCancel = vi.fn();
    render(<SubscriptionSummary subscription={active} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows Ends on and disables cancel when cancellation is scheduled', async () => {
    const onUndoCancel = vi.fn();
    render(<SubscriptionSummary subscription={{ ...active, cancelAtPeriodEnd: true }} onCancel={vi.fn()} onUndoCancel={onUndoCancel} />);
    expect(screen.getByText('Ends on Dec 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Undo cancellation' }));
    expect(onUndoCancel).toHaveBeenCalled();
  });

  it('shows a pending plan change with what is charged today; confirming waits for that amount', async () => {
    const onConfirmChange = vi.fn();
    const change = { planName: 'Pro (yearly)', currentPrice: '$119.88 / year ($9.99 / month)', newPrice: '$191.90 / year', difference: '+$72.02 / year' };
    const { rerender } = render(<SubscriptionSummary subscription={active} pendingChange={change} onConfirmChange={onConfirmChange} />);
    expect(screen.getByText('Switch to Pro (yearly)?')).toBeInTheDocument();
    expect(screen.getByText('+$72.02 / year')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    rerender(<SubscriptionSummary subscription={active} pendingChange={{ ...change, chargedToday: '$187.24', credit: '-$4.66', effect: 'Your new yearly period starts today.' }} onConfirmChange={onConfirmChange} />);
    expect(screen.getByText('$187.24')).toBeInTheDocument();
    expect(screen.getByText('-$4.66')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(onConfirmChange).toHaveBeenCalled();
  });

  it('has an empty state without a subscription', () => {
    render(<SubscriptionSummary subscription={null} onBrowsePlans={vi.fn()} />);
    expect(screen.getByText('No active subscription')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeInTheDocument();
  });
});
