import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationStatusCard } from './ApplicationStatusCard';

const base = { fullName: 'Ada Lovelace', email: 'ada@example.com', submittedAt: 'Nov 20, 2026', location: 'London' };

describe('ApplicationStatusCard', () => {
  it('pending: badge and the 3-5 business days notice, no dashboard button', () => {
    render(<ApplicationStatusCard application={{ ...base, status: 'pending', statusBadge: { label: 'Pending Review', tone: 'warning' } }} lastUpdated="10:42 AM" />);
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(screen.getByText(/3-5 business days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Affiliate Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Affiliates' })).toBeInTheDocument();
  });
  it('approved: congratulations and the dashboard button', () => {
    render(<ApplicationStatusCard application={{ ...base, status: 'approved', statusBadge: { label: 'Approved', tone: 'success' } }} lastUpdated="10:42 AM" />);
    expect(screen.getByText(/Congratulations/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Affiliate Dashboard' })).toBeInTheDocument();
  });
  it('rejected: reviewer notes only when there are some', () => {
    const { rerender } = render(<ApplicationStatusCard application={{ ...base, status: 'rejected', statusBadge: { label: 'Rejected', tone: 'danger' }, reviewerNotes: 'Audience too small.' }} lastUpdated="x" />);
    expect(screen.getByText('Audience too small.')).toBeInTheDocument();
    rerender(<ApplicationStatusCard application={{ ...base, status: 'rejected', statusBadge: { label: 'Rejected', tone: 'danger' }, reviewerNotes: null }} lastUpdated="x" />);
    expect(screen.queryByText('Reviewer notes')).not.toBeInTheDocument();
  });
});
