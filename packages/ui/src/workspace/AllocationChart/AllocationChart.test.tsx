import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { AllocationChart } from './AllocationChart';

const slices = [
  { key: 'AAPL', value: 6000, weight: 0.6 },
  { key: 'MSFT', value: 3000, weight: 0.3 },
  { key: 'Other', value: 1000, weight: 0.1, other: true, symbols: ['KO', 'JNJ'] },
];
const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('AllocationChart', () => {
  it('is one tab stop whose arrow keys read the slices, largest first, and pick each out', async () => {
    const user = userEvent.setup();
    const { container } = render(<AllocationChart slices={slices} format={sampleFormat} />);
    const chart = screen.getByRole('application', { name: /^Allocation by holding: AAPL 60.00%/ });
    chart.focus();
    await user.keyboard('{ArrowRight}');
    expect(live()).toBe('AAPL: $6,000.00, 60.00%');
    await user.keyboard('{ArrowRight}');
    expect(live()).toBe('MSFT: $3,000.00, 30.00%');
    expect(container.querySelector('path[data-active]')).not.toBeNull();
    await user.keyboard('{End}');
    expect(live()).toBe('Other (2 holdings): $1,000.00, 10.00%');
    await user.keyboard('{Home}');
    expect(live()).toBe('AAPL: $6,000.00, 60.00%');
    await user.keyboard('{Escape}');
    expect(container.querySelector('path[data-active]')).toBeNull();
  });

  it('reads weights only when it has no money formatter', async () => {
    const user = userEvent.setup();
    render(<AllocationChart slices={slices} format={{ percent: sampleFormat.percent }} />);
    screen.getByRole('application').focus();
    await user.keyboard('{ArrowLeft}');
    expect(live()).toBe('AAPL: 60.00%');
  });
});
