import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { AuditLogTable } from './AuditLogTable';
import { auditEntries } from './auditFixtures';

describe('AuditLogTable', () => {
  it('shows each decision with its time, admin, target and details as a list of terms', () => {
    render(<AuditLogTable entries={auditEntries} format={sampleLedgerFormat} hasOlder={false} />);
    const row = screen.getByRole('row', { name: /Commission voided/ });
    expect(within(row).getByText('Nov 20, 2026, 4:30 PM')).toBeInTheDocument();
    const terms = within(row).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Commission', 'Was', 'Flags', 'Reason']);
    expect(within(row).getAllByRole('definition').map((d) => d.textContent)[0]).toBe('$24.98');
    expect(within(screen.getByRole('row', { name: /Invoice refunded/ })).getByText('System')).toBeInTheDocument();
  });

  it('loads older entries on request, and keeps the loaded ones when that fails', async () => {
    const onLoadOlder = vi.fn();
    const onRetry = vi.fn();
    const { rerender } = render(<AuditLogTable entries={auditEntries.slice(0, 2)} format={sampleLedgerFormat} hasOlder onLoadOlder={onLoadOlder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
    rerender(<AuditLogTable entries={auditEntries.slice(0, 2)} format={sampleLedgerFormat} hasOlder onLoadOlder={onLoadOlder} error="Failed to load the audit log." onRetry={onRetry} />);
    expect(screen.getByRole('row', { name: /Payout marked paid/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the audit log.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no Load older on the last page, and says when nothing is recorded', () => {
    const { rerender } = render(<AuditLogTable entries={auditEntries} format={sampleLedgerFormat} hasOlder={false} onLoadOlder={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
    rerender(<AuditLogTable entries={[]} format={sampleLedgerFormat} hasOlder={false} />);
    expect(screen.getByText('No decisions recorded yet')).toBeInTheDocument();
  });
});
