import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageFailure } from './PageFailure';

const MESSAGE = 'Failed to load your portfolios.';

describe('PageFailure', () => {
  it('keeps the same Try again button, busy, while the attempt it started runs, and starts only one', async () => {
    let finish: () => void = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(<PageFailure message={MESSAGE} onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => { finish(); });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('shows a retry the client started on its own as busy on the same button, and ignores a press meanwhile', async () => {
    const onRetry = vi.fn(async () => {});
    const { rerender } = render(<PageFailure message={MESSAGE} onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    rerender(<PageFailure message={MESSAGE} onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    rerender(<PageFailure message={MESSAGE} onRetry={onRetry} retrying={false} />);
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('PageFailure options', () => {
  it('leaves out the hint when asked and says what the attempt is doing while it runs', async () => {
    let finish: () => void = () => {};
    render(<PageFailure message={MESSAGE} description={null} retryingText="Checking..." onRetry={() => new Promise<void>((resolve) => { finish = resolve; })} />);
    expect(screen.queryByText('Check your connection and try again.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => { finish(); });
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy');
  });
});
