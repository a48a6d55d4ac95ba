// The card provider's gate without a key (the app then uses its own card form, product §11.2): a member's message, and Stripe.js is never requested.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../app/config', () => ({ config: { apiBaseUrl: 'http://127.0.0.1:5000', appUrl: 'http://127.0.0.1:8080', stripePublishableKey: null } }));

describe('CardProviderGate without a key', () => {
  it('says card payments are unavailable, in a member\'s words, and renders nothing that needs the provider', async () => {
    const { CardProviderGate } = await import('./CardProviderGate');
    render(<CardProviderGate><p>card form</p></CardProviderGate>);
    expect(screen.getByText('Card payments are not available right now. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('card form')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  }, 60_000); // the first import compiles the kit's styles
});

describe('toMinorUnits', () => {
  it('turns a typed amount into minor units, null when not positive', async () => {
    const { toMinorUnits } = await import('./CardForms');
    expect(toMinorUnits('9.99')).toBe(999);
    expect(toMinorUnits(' 12.5 ')).toBe(1250);
    expect(toMinorUnits('0')).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
    expect(toMinorUnits('')).toBeNull();
  }, 60_000);
});
