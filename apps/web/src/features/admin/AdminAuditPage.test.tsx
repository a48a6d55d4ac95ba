// The audit page keeps every page it has read: Load older adds the next page under the entries
// already shown, which stay while it loads; reading the newest page again starts over.
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
const older = [entry('p3', 'WIRE-3')];
const rowsOf = (entries: AuditEntry[]) => entries.map((e) => ({ entry: e, date: '', actor: '', action: e.action, target: '' }));
const hook = (over: Record<string, unknown>) => ({
  status: 'ready', page: 1, hasOlder: true, hasNewer: false, older: vi.fn(), newer: vi.fn(), first: vi.fn(), refresh: vi.fn(), ...over,
});
const references = () => within(screen.getByRole('table')).queryAllByText(/^WIRE-/).map((el) => el.textContent);

describe('AdminAuditPage', () => {
  it('adds older pages under the ones shown and keeps them while the next one loads', async () => {
    const { AdminAuditPage } = await import('./AdminAuditPage');
    const page = () => <MemoryRouter><AdminAuditPage /></MemoryRouter>;
    state.audit = hook({ rows: rowsOf(newest) });
    const { rerender } = render(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2']);

    state.audit = hook({ status: 'loading', page: 2 });
    rerender(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2']);
    expect(screen.getByRole('button', { name: 'Loading older...' })).toBeInTheDocument();

    state.audit = hook({ page: 2, rows: rowsOf(older), hasOlder: false });
    rerender(page());
    expect(references()).toEqual(['WIRE-1', 'WIRE-2', 'WIRE-3']);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();

    // Back on the newest page (Refresh): the older pages are read again when asked for.
    state.audit = hook({ rows: rowsOf([entry('p0', 'WIRE-0'), ...newest]) });
    rerender(page());
    expect(references()).toEqual(['WIRE-0', 'WIRE-1', 'WIRE-2']);
  }, 60_000); // the first import compiles the kit's styles
});
