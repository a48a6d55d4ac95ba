import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { ReferredCustomersTable } from './ReferredCustomersTable';

const row = { id: 'r1', email: 'j***@g***.com', plan: 'Premium', firstPaidAt: '2026-06-03T10:00:00Z', status: { label: 'Active', tone: 'success' } } as const;

describe('ReferredCustomersTable', () => {
  it('lists each customer with plan, first payment and status', () => {
    render(<ReferredCustomersTable customers={[row]} format={sampleLedgerFormat} query="" onQueryChange={vi.fn()} />);
    const cells = within(screen.getByRole('row', { name: /j\*\*\*@g\*\*\*\.com/ })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['Premium', 'Jun 03, 2026', 'Active']);
  });

  it('reports the search and tells no customers apart from no matches', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<ReferredCustomersTable customers={[]} format={sampleLedgerFormat} query="" onQueryChange={onQueryChange} />);
    expect(screen.getByText('No referred customers yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'j');
    expect(onQueryChange).toHaveBeenLastCalledWith('j');
    rerender(<ReferredCustomersTable customers={[]} format={sampleLedgerFormat} query="zz" onQueryChange={onQueryChange} />);
    expect(screen.getByText('No customers match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });
});
