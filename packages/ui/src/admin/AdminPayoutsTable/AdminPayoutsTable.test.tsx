import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { payoutStatuses, requiredText, sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { AdminPayoutsTable, type AdminPayoutsTableProps } from './AdminPayoutsTable';
import { adminPayouts } from './adminPayoutFixtures';

function renderTable(props: Partial<AdminPayoutsTableProps> = {}) {
  const handlers = { onStatusChange: vi.fn(), onMarkPaid: vi.fn(), onReject: vi.fn() };
  render(
    <AdminPayoutsTable payouts={adminPayouts} format={sampleLedgerFormat} statuses={payoutStatuses} status="all"
      validateReference={requiredText('Please enter the transfer reference.')} validateReason={requiredText('Please give a reason.')}
      {...handlers} {...props} />,
  );
  return handlers;
}

describe('AdminPayoutsTable', () => {
  it('offers decisions only on open requests, and reports the status filter', async () => {
    const { onStatusChange } = renderTable();
    expect(screen.getAllByRole('button', { name: /^Mark paid:/ }).map((b) => b.getAttribute('aria-label')))
      .toEqual(['Mark paid: $120.00 to Ada Lovelace', 'Mark paid: $312.40 to Grace Hopper']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter payouts by status' }), 'paid');
    expect(onStatusChange).toHaveBeenCalledWith('paid');
  });

  it('needs a reference to mark paid, then sends it trimmed and closes', async () => {
    const onMarkPaid = vi.fn().mockResolvedValue(undefined);
    renderTable({ onMarkPaid });
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid: $120.00 to Ada Lovelace' }));
    expect(await screen.findByText('Mark $120.00 to Ada Lovelace as paid?')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Transfer reference/ });
    expect(field).toBeRequired();
    await userEvent.type(field, '   {Enter}');
    expect(screen.getByText('Please enter the transfer reference.')).toBeInTheDocument();
    expect(onMarkPaid).not.toHaveBeenCalled();
    await userEvent.type(field, 'WISE-42 {Enter}');
    expect(onMarkPaid).toHaveBeenCalledWith(adminPayouts[0], 'WISE-42');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Transfer reference/ })).not.toBeInTheDocument());
  });

  it('needs a reason to reject, and keeps it with the server\'s message when the rejection fails', async () => {
    const onReject = vi.fn().mockRejectedValue(new Error('This payout has already been paid'));
    renderTable({ onReject });
    await userEvent.click(screen.getByRole('button', { name: 'Reject: $312.40 to Grace Hopper' }));
    const reject = await screen.findByRole('button', { name: 'Reject payout' });
    await userEvent.click(reject);
    expect(screen.getByText('Please give a reason.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Duplicate request.');
    await userEvent.click(reject);
    expect(onReject).toHaveBeenCalledWith(adminPayouts[1], 'Duplicate request.');
    expect(await screen.findByText('This payout has already been paid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveValue('Duplicate request.');
  });
});
