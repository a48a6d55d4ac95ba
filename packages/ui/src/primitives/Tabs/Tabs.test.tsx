import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'monthly', label: 'Monthly', content: 'Billed every month' },
  { id: 'yearly', label: 'Yearly', content: 'Billed once a year' },
  { id: 'lifetime', label: 'Lifetime', content: 'Pay once', disabled: true },
];

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, skipping disabled ones and wrapping', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} aria-label="Billing cycle" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billed every month');

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billed once a year');
    expect(onValueChange).toHaveBeenLastCalledWith('yearly');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the value prop when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('yearly');
      return (
        <>
          <button type="button" onClick={() => setValue('monthly')}>Reset</button>
          <Tabs items={items} value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  });
});
