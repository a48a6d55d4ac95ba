import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGate } from './FeatureGate';

describe('FeatureGate', () => {
  it('names the plan and links to the plans with it preselected', () => {
    render(<FeatureGate title="Chart assistant" actionLabel="See Premium" planLabel="Premium"
      lock={{ message: 'The chart assistant is part of the Premium plan. Upgrade to use it.', upgradePath: '/payment-demo?plan=premium#plan-premium' }} />);
    expect(screen.getByRole('heading', { name: 'Chart assistant' })).toBeInTheDocument();
    expect(screen.getByText('The chart assistant is part of the Premium plan. Upgrade to use it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/payment-demo?plan=premium#plan-premium');
  });

  it('shows no link when no plan offers the feature', () => {
    render(<FeatureGate variant="compact" title="API access" lock={{ message: 'API access is not available on any plan.', upgradePath: null }} />);
    expect(screen.getByText('API access is not available on any plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
