import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { ShareLinkPanel } from './ShareLinkPanel';

const share = { url: 'https://app.example/shared/abc', active: true, created_at: '2026-11-18T09:12:00Z' };

function renderPanel(onRevoke: () => unknown) {
  render(<ShareLinkPanel share={share} onCreate={vi.fn()} onRevoke={onRevoke} onCopy={vi.fn()} format={sampleFormat} portfolioName="Core holdings" />);
}

describe('ShareLinkPanel', () => {
  it('revokes only after the reader confirms', async () => {
    const user = userEvent.setup();
    const onRevoke = vi.fn();
    renderPanel(onRevoke);
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Revoke the public link?')).toBeInTheDocument();
    expect(screen.getByText('Core holdings: the link stops opening at once, for everyone who has it. Sharing again makes a new link.')).toBeInTheDocument();
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Revoke the public link?')).toBeNull());
    expect(onRevoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialogButtons = await screen.findAllByRole('button', { name: 'Revoke link' });
    await user.click(dialogButtons[dialogButtons.length - 1]!);
    expect(onRevoke).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirmation open with the reason when revoking fails', async () => {
    const user = userEvent.setup();
    renderPanel(() => Promise.reject(new Error('Failed to revoke the share link. Please try again.')));
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialogButtons = await screen.findAllByRole('button', { name: 'Revoke link' });
    await user.click(dialogButtons[dialogButtons.length - 1]!);
    expect(await screen.findByText('Failed to revoke the share link. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Revoke the public link?')).toBeInTheDocument();
  });

  it('offers to create a link when there is none, and the plan prompt instead when the plan lacks sharing', () => {
    const { rerender } = render(<ShareLinkPanel share={null} onCreate={vi.fn()} onRevoke={vi.fn()} onCopy={vi.fn()} format={sampleFormat} />);
    expect(screen.getByRole('button', { name: 'Create public link' })).toBeInTheDocument();
    rerender(<ShareLinkPanel share={null} onCreate={vi.fn()} onRevoke={vi.fn()} onCopy={vi.fn()} format={sampleFormat} lockActionLabel="See Pro"
      lock={{ message: 'Portfolio sharing is part of the Pro plan. Upgrade to use it.', upgradePath: '/payment-demo?plan=pro#plan-pro' }} />);
    expect(screen.queryByRole('button', { name: 'Create public link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See Pro' })).toHaveAttribute('href', '/payment-demo?plan=pro#plan-pro');
  });
});
