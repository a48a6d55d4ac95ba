import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FraudFlags } from './FraudFlags';

describe('FraudFlags', () => {
  it('writes out each flag: its label (or its code when it has none) and the reason', () => {
    render(<FraudFlags label="Why this commission is held" flags={[
      { code: 'self_referral', label: 'Self-referral', reason: 'Same network as the affiliate.' },
      { code: 'velocity_check', reason: 'Three cards in a minute.' },
    ]} />);
    const items = within(screen.getByRole('list', { name: 'Why this commission is held' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Self-referralSame network as the affiliate.', 'velocity_checkThree cards in a minute.']);
  });

  it('renders nothing without flags', () => {
    const { container } = render(<FraudFlags flags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
