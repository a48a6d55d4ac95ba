import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requiredText, sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { AdminCommissionReview } from './AdminCommissionReview';
import { flaggedCommissions } from './reviewFixtures';

const validateReason = requiredText('Please give a reason.');

describe('AdminCommissionReview', () => {
  it('shows each held commission with whose it is, the customer, the figures and every flag with its reason', () => {
    render(<AdminCommissionReview commissions={flaggedCommissions} format={sampleLedgerFormat} onApprove={vi.fn()} onVoid={vi.fn()} validateReason={validateReason} />);
    const card = screen.getByRole('article', { name: '$24.98 on $99.90 at 25%' });
    expect(within(card).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Link Conference talk')).toBeInTheDocument();
    const flags = within(card).getAllByRole('listitem').map((li) => li.textContent);
    expect(flags).toEqual([
      'Disposable e-mailThe customer signed up with a disposable address (mailinator.com).',
      'Burst from one network14 sign-ups from one network within an hour.',
    ]);
  });

  it('approves only after the confirmation, and closes once it went through', async () => {
    const onApprove = vi.fn().mockResolvedValue(undefined);
    render(<AdminCommissionReview commissions={flaggedCommissions} format={sampleLedgerFormat} onApprove={onApprove} onVoid={vi.fn()} validateReason={validateReason} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve the commission of $3.00 for ada@example.com' }));
    expect(onApprove).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve commission' }));
    expect(onApprove).toHaveBeenCalledWith(flaggedCommissions[0]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve commission' })).not.toBeInTheDocument());
  });

  it('voids only with a reason', async () => {
    const onVoid = vi.fn();
    render(<AdminCommissionReview commissions={flaggedCommissions} format={sampleLedgerFormat} onApprove={vi.fn()} onVoid={onVoid} validateReason={validateReason} />);
    await userEvent.click(screen.getByRole('button', { name: 'Void the commission of $24.98 for grace@example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Void commission' }));
    expect(screen.getByText('Please give a reason.')).toBeInTheDocument();
    expect(onVoid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), '  Self-referral.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Void commission' }));
    expect(onVoid).toHaveBeenCalledWith(flaggedCommissions[1], 'Self-referral.');
  });

  it('says when nothing waits for review', () => {
    render(<AdminCommissionReview commissions={[]} format={sampleLedgerFormat} onApprove={vi.fn()} onVoid={vi.fn()} validateReason={validateReason} />);
    expect(screen.getByText('No commissions to review')).toBeInTheDocument();
  });
});
