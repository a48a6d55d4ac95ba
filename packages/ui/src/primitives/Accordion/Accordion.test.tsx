import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'First question', content: 'First answer' },
  { id: 'b', title: 'Second question', content: 'Second answer' },
  { id: 'c', title: 'Third question', content: 'Third answer' },
];

describe('Accordion', () => {
  it('keeps at most one item open and lets the open one close again', async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={items} onValueChange={onValueChange} />);
    expect(screen.queryByText('First answer')).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'First question' }));
    expect(screen.getByText('First answer')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.getByText('Second answer')).toBeVisible();
    expect(screen.getByText('First answer')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.getByText('Second answer')).not.toBeVisible();
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual(['a', 'b', null]);
  });

  it('opens with the keyboard', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Second answer')).toBeVisible();
    expect(screen.getByText('First answer')).not.toBeVisible();
  });

  it('shows what the parent says when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('c');
      return (
        <>
          <button type="button" onClick={() => setValue(null)}>Collapse all</button>
          <Accordion items={items} value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('Third answer')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByText('Third answer')).not.toBeVisible();
  });
});
