import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './Tooltip';

function renderTwo() {
  render(
    <TooltipProvider>
      <Tooltip content="Copy your referral link"><button type="button">Copy</button></Tooltip>
      <Tooltip content="Share on social media"><button type="button">Share</button></Tooltip>
    </TooltipProvider>,
  );
  return { copy: screen.getByRole('button', { name: 'Copy' }), share: screen.getByRole('button', { name: 'Share' }) };
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // user-event's async wrapper waits on real timers under vitest's fake clock, so pointer moves
  // are dispatched directly (React maps pointerover/pointerout to enter/leave).
  const user = () => ({
    hover: async (element: HTMLElement) => {
      fireEvent.pointerOver(element, { pointerType: 'mouse' });
    },
    unhover: async (element: HTMLElement) => {
      fireEvent.pointerOut(element, { pointerType: 'mouse', relatedTarget: document.body });
    },
  });

  it('opens 700 ms after hover and closes when the pointer leaves', async () => {
    const { copy } = renderTwo();
    await user().hover(copy);
    act(() => vi.advanceTimersByTime(690));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy your referral link');
    expect(copy).toHaveAccessibleDescription('Copy your referral link');
    await user().unhover(copy);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('skips the delay when moving to another tooltip within 300 ms, but not later', async () => {
    const { copy, share } = renderTwo();
    await user().hover(copy);
    act(() => vi.advanceTimersByTime(700));
    await user().unhover(copy);
    act(() => vi.advanceTimersByTime(100));
    await user().hover(share);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share on social media');

    await user().unhover(share);
    act(() => vi.advanceTimersByTime(400));
    await user().hover(copy);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy your referral link');
  });

  it('does not open if the pointer leaves before the delay', async () => {
    const { copy } = renderTwo();
    await user().hover(copy);
    act(() => vi.advanceTimersByTime(300));
    await user().unhover(copy);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes when the control is pressed', async () => {
    const { copy } = renderTwo();
    await user().hover(copy);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerDown(copy, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on focus and closes on Escape', () => {
    const { copy } = renderTwo();
    act(() => copy.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy your referral link');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(copy).toHaveFocus();
  });
});
