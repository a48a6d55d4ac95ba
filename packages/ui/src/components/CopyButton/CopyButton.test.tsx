import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('CopyButton', () => {
  it('copies the text, shows Copied! for about 2 s and calls onCopied', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    const onCopied = vi.fn();
    render(<CopyButton text="https://example.com/r/JANE10" label="Copy link" onCopied={onCopied} />);

    await press(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://example.com/r/JANE10');
    expect(onCopied).toHaveBeenCalledWith('https://example.com/r/JANE10');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const onCopied = vi.fn();
    render(<CopyButton text="JANE10" onCopied={onCopied} />);
    await press(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(onCopied).toHaveBeenCalledWith('JANE10');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('says so and reports the error when nothing can copy', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const onCopied = vi.fn();
    const onCopyError = vi.fn();
    render(<CopyButton text="JANE10" iconOnly label="Copy code" onCopied={onCopied} onCopyError={onCopyError} />);
    await press(screen.getByRole('button', { name: 'Copy code' }));
    expect(onCopied).not.toHaveBeenCalled();
    expect(onCopyError).toHaveBeenCalledWith(expect.objectContaining({ message: 'denied' }));
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });
});
