// The Payments tab: the approved balance and the pending one, Request Payout as payoutRequestState
// decides (pressable with the amount, or blocked with the reason), the spec's empty history until a
// first payout, then the requests with their outcome.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Payout } from '@pt/api';
import type * as PtReact from '@pt/react';
import type { ReadyDashboard } from './AffiliateDashboard';

const state = vi.hoisted(() => ({ pay: {} as Record<string, unknown> }));

vi.mock('@pt/react', async (importOriginal) => ({
  ...(await importOriginal<typeof PtReact>()),
  usePayouts: () => state.pay,
}));

const dash = {
  status: 'ready',
  profile: { created_at: '2026-10-01T00:00:00.000Z' },
  aggregates: { totalEarnings: 126 },
  canRequestPayout: true,
  balance: { pending: 6, held: 0, approved: 120, available: 120, requested: 0, paid: 0, voided: 0 },
} as unknown as ReadyDashboard;

const paid: Payout = {
  id: 'p1', amount: 60, currency: 'usd', status: 'paid', reference: 'WIRE-42', rejection_reason: null, entries: 1,
  requested_at: '2026-10-20T10:00:00.000Z', decided_at: '2026-10-22T10:00:00.000Z',
};

describe('PaymentsTab', () => {
  it('asks for the approved balance after a confirmation, and keeps the spec\'s empty history before a first payout', async () => {
    const mutateAsync = vi.fn().mockResolvedValue({ ...paid, status: 'requested', amount: 120 });
    state.pay = { status: 'ready', rows: [], request: { kind: 'ready', amount: 120 }, requestPayout: { mutateAsync, status: 'idle', data: undefined }, refresh: vi.fn() };
    const { PaymentsTab } = await import('./PaymentsTab');
    render(<PaymentsTab dash={dash} />);
    const balance = screen.getByRole('region', { name: 'Payout balance' });
    expect(within(balance).getByText('$120.00')).toBeInTheDocument();
    expect(within(balance).getByText('$6.00')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(mutateAsync).toHaveBeenCalledOnce();
    expect(await screen.findByText('We will transfer $120.00 and let you know when it is paid.')).toBeInTheDocument();
  }, 60_000); // the first import compiles the kit's styles

  it('blocks the button with the reason while a request is open, and lists the payouts with their reference', async () => {
    const open = { ...paid, id: 'p2', status: 'requested' as const, reference: null, decided_at: null };
    const rows = [open, paid].map((payout) => ({
      payout, amount: '', requested: '', decided: '', note: '',
      status: payout.status === 'paid' ? { label: 'Paid', tone: 'success' } : { label: 'Requested', tone: 'info' },
    }));
    state.pay = { status: 'ready', rows, request: { kind: 'open', payout: open }, requestPayout: { mutateAsync: vi.fn(), status: 'idle' }, refresh: vi.fn() };
    const { PaymentsTab } = await import('./PaymentsTab');
    render(<PaymentsTab dash={dash} />);
    const request = screen.getByRole('button', { name: 'Request Payout' });
    expect(request).toHaveAttribute('aria-disabled', 'true');
    expect(request).toHaveAccessibleDescription('Your payout request is being processed.');
    expect(screen.queryByText('No payments yet')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /WIRE-42/ })).toHaveTextContent('Paid');
  }, 60_000);
});
