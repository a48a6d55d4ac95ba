import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the element of its level, whatever its size', () => {
    render(<><Heading level={1}>Overview</Heading><Heading level={3} size="lg">Audit log</Heading></>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Overview');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Audit log');
  });

  it('looks like a section title at level 3 when asked, like a level 2 does by default', () => {
    render(<><Heading level={2}>A</Heading><Heading level={3} size="lg">B</Heading><Heading level={3}>C</Heading></>);
    const [a, b, c] = screen.getAllByRole('heading');
    expect(b!.className).toBe(a!.className);
    expect(c!.className).not.toBe(a!.className);
  });
});
