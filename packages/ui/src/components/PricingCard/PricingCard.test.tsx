import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingCard } from './PricingCard';

describe('PricingCard', () => {
  it('shows the plain price, period and trial note', () => {
    render(<PricingCard name="Premium" price="$9.99" period="/month" features={['Unlimited holdings']} ctaLabel="Start Free Trial" onCta={() => {}} />);
    expect(screen.getByRole('article', { name: 'Premium' })).toHaveTextContent('$9.99/month');
    expect(screen.getByText('14-day free trial, no card needed')).toBeInTheDocument();
    expect(screen.queryByText(/OFF/)).toBeNull();
  });

  it('strikes the original price and shows N% OFF and Special Offer when discounted', () => {
    render(<PricingCard name="Pro" price="$19.99" period="/month" features={[]} ctaLabel="Get Started" onCta={() => {}} discount={{ percent: 15, price: '$16.99' }} />);
    expect(screen.getByText('$19.99').closest('s')).not.toBeNull();
    expect(screen.getByText('$16.99')).toBeInTheDocument();
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.getByText('Special Offer')).toBeInTheDocument();
  });
});
