import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BillingCycleToggle, type BillingCycle } from './BillingCycleToggle';

describe('BillingCycleToggle', () => {
  it('starts on monthly and badges yearly with Save 20%', () => {
    render(<BillingCycleToggle />);
    expect(screen.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
  });

  it('reports the chosen cycle and follows a controlled value', async () => {
    const onValueChange = vi.fn();
    function Harness() {
      const [cycle, setCycle] = useState<BillingCycle>('monthly');
      return <><BillingCycleToggle value={cycle} onValueChange={(v) => { onValueChange(v); setCycle(v); }} /><p>Showing {cycle}</p></>;
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(onValueChange).toHaveBeenCalledWith('yearly');
    expect(screen.getByText('Showing yearly')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('Showing monthly')).toBeInTheDocument();
  });
});
