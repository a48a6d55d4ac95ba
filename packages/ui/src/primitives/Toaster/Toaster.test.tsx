import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, Toaster, useToast, type ToastOptions } from './Toaster';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <button type="button" onClick={() => toast(options)}>Notify</button>;
}

function renderToaster(options: ToastOptions = { title: 'Link copied', description: 'Share it anywhere.' }) {
  return render(
    <ToastProvider>
      <Trigger options={options} />
      <Toaster />
    </ToastProvider>,
  );
}

describe('Toaster', () => {
  it('shows a toast with title and description in the Notifications region', async () => {
    renderToaster();
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Link copied');
    expect(region).toHaveTextContent('Share it anywhere.');
  });

  it('moves focus to the notifications with Alt+T', async () => {
    renderToaster();
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('ignores T without Alt', async () => {
    renderToaster();
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.keyDown(document, { key: 't', code: 'KeyT' });
    expect(screen.getByRole('region', { name: 'Notifications' })).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on its own after about 4.5 s and when dismissed', async () => {
    vi.useFakeTimers();
    try {
      renderToaster();
      fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
      expect(screen.getByText('Link copied')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.getByText('Link copied')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      act(() => vi.advanceTimersByTime(300));
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      act(() => vi.advanceTimersByTime(300));
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces destructive toasts assertively', async () => {
    renderToaster({ title: 'Payment failed', tone: 'destructive' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Payment failed'));
  });

  it('requires a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
