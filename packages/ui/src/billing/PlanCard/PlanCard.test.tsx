import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanCard } from './PlanCard';

const base = { name: 'Premium', price: '$9.99 USD', billingCycle: 'monthly', features: ['Real-time sync'], icon: 'premium' } as const;

describe('PlanCard', () => {
  it('offers Get Started and reports the choice', async () => {
    const onSelect = vi.fn();
    render(<PlanCard {...base} onSelect={onSelect} />);
    expect(screen.getByText('$9.99 USD')).toBeInTheDocument();
    expect(screen.getByText('/monthly')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('takes an id, so a link can point at the card', () => {
    render(<PlanCard {...base} id="plan-premium" />);
    expect(screen.getByRole('article', { name: 'Premium plan' })).toHaveAttribute('id', 'plan-premium');
  });

  it('shows Processing... and blocks clicks while subscribing', async () => {
    const onSelect = vi.fn();
    render(<PlanCard {...base} processing onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Processing...' });
    // Loading buttons stay focusable (keyboard users keep their place) but cannot be activated.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps a processing plan focusable even when it is also marked disabled', () => {
    render(<PlanCard {...base} processing disabled onSelect={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Processing...' });
    button.focus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(button);
  });

  it('marks the current plan with a badge and a disabled button', async () => {
    const onSelect = vi.fn();
    render(<PlanCard {...base} current onSelect={onSelect} />);
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Current Plan' });
    // Disabled for assistive tech and clicks, yet focusable so keyboard focus is not lost.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getAllByText('Current Plan')).toHaveLength(2);
  });

  it('can be disabled while another plan is processing', () => {
    render(<PlanCard {...base} disabled />);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeDisabled();
  });

  it('lists the features as given', () => {
    render(<PlanCard {...base} features={['Advanced Analytics', 'custom_alerts']} />);
    const list = screen.getByRole('list', { name: 'Premium features' });
    expect(list).toHaveTextContent('Advanced Analytics');
    expect(list).toHaveTextContent('custom_alerts');
  });
});
