// The audit page shows every page the hook has read: Load older adds the next page under the
// entries already shown, which stay while it loads; a failed older page keeps them with the failure.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@pt/api';
import type * as PtReact from '@pt/react';

const state = vi.hoisted(() => ({ audit: {} as Record<string, unknown> }));

vi.mock('@pt/react', async (importOriginal) => ({
  ...(await importOriginal<typeof PtReact>()),
  useAuditLog: () => state.audit,
}));

const entry = (id: string, reference: string): AuditEntry => ({
  id, actor_email: 'admin@portfoliotracker.local', action: 'payout.paid', target_type: 'payout', target_id: id,
  details: { amount: 60, reference }, created_at: '2026-11-24T10:00:00.000Z',
});
const newest = [entry('p1', 'WIRE-1'), entry('p2', 'WIRE-2')];
const olderEntries = [entry('p3', 'WIRE-3')];
const rowsOf = (entries: AuditEntry[]) => entries.map((e) => ({ entry: e, date: '', actor: '', action: e.action, target: '' }));
const hook = (over: Record<string, unknown>) => ({
  status: 'ready', rows: [], hasOlder: true, loadingOlder: false, older: vi.fn(), refresh: vi.fn(), ...over,
});
const references = () => within(screen.getByRole('table')).queryAllByText(/^WIRE-/).map((el) => el.textContent);

describe('AdminAuditPage', () => {
  it('adds older pages under the ones shown and keeps them while the next one loads, or fails', async () => {
    const { AdminAuditPage } = await import('./AdminAuditPage');
    const page = () => <MemoryRouter><AdminAuditPage /></MemoryRouter>;
    const older = vi.fn();
    state.audit = hook({ rows: rowsOf(newest), older });
    const { rerender } = render(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2']);
    screen.getByRole('button', { name: 'Load older' }).click();
    expect(older).toHaveBeenCalledOnce();

    state.audit = hook({ rows: rowsOf(newest), loadingOlder: true });
    rerender(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2']);
    expect(screen.getByRole('button', { name: 'Loading older...' })).toBeInTheDocument();

    state.audit = hook({ rows: rowsOf([...newest, ...olderEntries]), hasOlder: false });
    rerender(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2', 'WIRE-3']);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();

    state.audit = hook({ status: 'error', message: 'Failed to load the audit log.', rows: rowsOf(newest) });
    rerender(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2']);
    expect(screen.getByText('Failed to load the audit log.')).toBeInTheDocument();
  }, 60_000); // the first import compiles the kit's styles
});
