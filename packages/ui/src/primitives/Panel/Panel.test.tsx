import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './LoadError';
import { Panel } from './Panel';

const content = <p>Three holdings</p>;

describe('Panel', () => {
  it('is a section named by its title, with the content', () => {
    render(<Panel title="Holdings" titleAs="h3">{content}</Panel>);
    expect(screen.getByRole('region', { name: 'Holdings' })).toHaveTextContent('Three holdings');
    expect(screen.getByRole('heading', { level: 3, name: 'Holdings' })).toBeInTheDocument();
  });

  it('shows the loading text instead of the content, and is busy', () => {
    render(<Panel title="Holdings" loading loadingText="Loading holdings...">{content}</Panel>);
    expect(screen.getByRole('region', { name: 'Holdings' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading holdings...');
    expect(screen.queryByText('Three holdings')).not.toBeInTheDocument();
  });

  it('puts a failure where the content would be, with Try again', async () => {
    const onRetry = vi.fn();
    render(<Panel title="Holdings" error="The server did not answer." onRetry={onRetry} empty>{content}</Panel>);
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    expect(screen.queryByText('Three holdings')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the same Try again button through a retry, busy and ignoring presses meanwhile', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Panel title="Holdings" error="Failed." onRetry={onRetry} empty>{content}</Panel>);
    const button = screen.getByRole('button', { name: 'Try again' });
    rerender(<Panel title="Holdings" error="Failed." onRetry={onRetry} empty loading>{content}</Panel>);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    rerender(<Panel title="Holdings" error="Failed." onRetry={onRetry} empty>{content}</Panel>);
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('keeps content already shown under a failed refresh', () => {
    render(<Panel title="Holdings" error="Could not refresh.">{content}</Panel>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not refresh.');
    expect(screen.getByText('Three holdings')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing, and nothing of it otherwise', () => {
    const { rerender } = render(<Panel title="Holdings" empty emptyTitle="No holdings yet">{content}</Panel>);
    expect(screen.getByText('No holdings yet')).toBeInTheDocument();
    expect(screen.queryByText('Three holdings')).not.toBeInTheDocument();
    rerender(<Panel title="Holdings" emptyTitle="No holdings yet">{content}</Panel>);
    expect(screen.queryByText('No holdings yet')).not.toBeInTheDocument();
  });

  it('keeps its toolbar in every state, so a filter being typed into stays put', () => {
    const toolbar = <input aria-label="Symbol" defaultValue="AA" />;
    const { rerender } = render(<Panel title="Holdings" toolbar={toolbar}>{content}</Panel>);
    const input = screen.getByRole('textbox', { name: 'Symbol' });
    rerender(<Panel title="Holdings" toolbar={toolbar} loading>{content}</Panel>);
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toBe(input);
    rerender(<Panel title="Holdings" toolbar={toolbar} error="Failed." empty>{content}</Panel>);
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toBe(input);
  });

  it('keeps its footer under the content in every state, so a form being filled in stays put', () => {
    const footer = <input aria-label="New alert" defaultValue="AAPL" />;
    const { rerender } = render(<Panel title="Alerts" footer={footer}>{content}</Panel>);
    const input = screen.getByRole('textbox', { name: 'New alert' });
    expect(screen.getByText('Three holdings').compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    rerender(<Panel title="Alerts" footer={footer} loading>{content}</Panel>);
    expect(screen.getByRole('textbox', { name: 'New alert' })).toBe(input);
    rerender(<Panel title="Alerts" footer={footer} error="Failed." empty>{content}</Panel>);
    expect(screen.getByRole('textbox', { name: 'New alert' })).toBe(input);
    rerender(<Panel title="Alerts" footer={footer} empty emptyTitle="No alerts yet">{content}</Panel>);
    expect(screen.getByRole('textbox', { name: 'New alert' })).toBe(input);
    expect(screen.getByText('No alerts yet')).toBeInTheDocument();
  });

  it('says a failed refresh as a warning when asked, with the same Try again', async () => {
    const onRetry = vi.fn();
    render(<LoadError error="Could not refresh." onRetry={onRetry} tone="warning" />);
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state with its picture, hidden from screen readers', () => {
    render(<Panel title="Saved cards" empty emptyTitle="No payment methods" emptyIcon={<svg data-testid="lock" />}>{content}</Panel>);
    expect(screen.getByText('No payment methods')).toBeInTheDocument();
    expect(screen.getByTestId('lock').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
