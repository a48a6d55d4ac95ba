import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookiePreferences } from './CookiePreferences';

describe('CookiePreferences', () => {
  it('starts with Essential locked on and Analytics, Marketing on', () => {
    render(<CookiePreferences onSave={() => {}} onAcceptAll={() => {}} />);
    expect(screen.getByRole('switch', { name: /Essential/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Essential/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing & Affiliate' })).toBeChecked();
    expect(screen.getByRole('link', { name: /full cookie policy/ })).toHaveAttribute('href', '/cookie-policy');
  });

  it('saves the chosen values', async () => {
    const onSave = vi.fn();
    render(<CookiePreferences onSave={onSave} onAcceptAll={() => {}} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Marketing & Affiliate' }));
    await userEvent.click(screen.getByRole('switch', { name: /Essential/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledWith({ essential: true, analytics: true, marketing: false });
  });

  it('accepts all', async () => {
    const onAcceptAll = vi.fn();
    render(<CookiePreferences onSave={() => {}} onAcceptAll={onAcceptAll} defaultValues={{ analytics: false }} />);
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
  });
});
