import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('exposes a focusable h1 through its ref for route-change focus', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageHeading ref={ref} title="Terms of Service" lead="Read carefully." />);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveFocus();
    expect(screen.getByText('Read carefully.')).toBeInTheDocument();
  });
});
