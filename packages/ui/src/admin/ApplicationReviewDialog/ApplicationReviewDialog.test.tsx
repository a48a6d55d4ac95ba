import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationReviewDialog, type ApplicationDetails } from './ApplicationReviewDialog';

/** Stands in for the app's rule: review notes are required to reject. */
const hasNotes = (notes: string) => notes.trim() !== '';

const application: ApplicationDetails = {
  id: 'a1', fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20', location: 'London', audience: 'Over 1M',
  marketingChannels: ['YouTube', 'Paid ads'], experienceDescription: 'Long experience text here.', motivation: 'Motivation text.',
  status: 'pending', statusBadge: { label: 'Pending Review', tone: 'warning' }, createdAt: 'Nov 20, 2026',
};

describe('ApplicationReviewDialog', () => {
  it('shows the application details', async () => {
    render(<ApplicationReviewDialog open onClose={vi.fn()} canReject={hasNotes} application={application} />);
    expect(await screen.findByText('Application from Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Over 1M')).toBeInTheDocument();
    expect(screen.getByText('Paid ads')).toBeInTheDocument();
    expect(screen.getByText('Long experience text here.')).toBeInTheDocument();
  });

  it('keeps Reject disabled until notes are typed, then sends them', async () => {
    const onReject = vi.fn();
    const onApprove = vi.fn();
    render(<ApplicationReviewDialog open onClose={vi.fn()} canReject={hasNotes} application={application} onReject={onReject} onApprove={onApprove} />);
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reviewer notes' }), '   ');
    expect(reject).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reviewer notes' }), 'Not a fit');
    expect(reject).toBeEnabled();
    await userEvent.click(reject);
    expect(onReject).toHaveBeenCalledWith('Not a fit');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith('Not a fit');
  });

  it('shows busy states and blocks the other decision', async () => {
    render(<ApplicationReviewDialog open onClose={vi.fn()} canReject={hasNotes} application={application} notes="ok" busy="approve" error="Something failed" />);
    expect(await screen.findByRole('button', { name: 'Approving...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByText('Something failed')).toBeInTheDocument();
  });

  it('shows the fraud signals with their reasons, and no such section without any', async () => {
    const flags = [{ code: 'disposable_email', label: 'Disposable e-mail', reason: 'Sent from a disposable address.' }];
    const { rerender } = render(<ApplicationReviewDialog open onClose={vi.fn()} canReject={hasNotes} application={application} flags={flags} />);
    const list = await screen.findByRole('list', { name: 'Fraud signals on this application' });
    expect(list).toHaveTextContent('Disposable e-mailSent from a disposable address.');
    rerender(<ApplicationReviewDialog open onClose={vi.fn()} canReject={hasNotes} application={application} />);
    expect(screen.queryByRole('region', { name: 'Fraud signals' })).not.toBeInTheDocument();
    expect(screen.queryByText('Disposable e-mail')).not.toBeInTheDocument();
  });

  it('offers no decision for reviewed applications', async () => {
    render(<ApplicationReviewDialog open onClose={vi.fn()} canReject={hasNotes} application={{ ...application, status: 'approved', statusBadge: { label: 'Approved', tone: 'success' }, reviewerNotes: 'Great fit.' }} />);
    expect(await screen.findByText('Great fit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
