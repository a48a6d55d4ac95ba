import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sprinkles } from '../../theme/sprinkles';
import { Box } from './Box';

const classesOf = (...args: Parameters<typeof sprinkles>) => sprinkles(...args).split(' ');

describe('Box', () => {
  it('turns its layout props into the theme utilities and keeps its own class', () => {
    render(<Box data-testid="box" display="grid" gap="4" paddingY={{ base: '4', md: '8' }} className="own">x</Box>);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveClass('own', ...classesOf({ display: 'grid', gap: '4', paddingY: { base: '4', md: '8' } }));
  });

  it('renders the element it is asked for, with its attributes, handlers and ref, and no layout props as attributes', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const ref = createRef<HTMLFormElement>();
    render(<Box as="form" ref={ref} aria-label="Sign in" noValidate onSubmit={onSubmit} display="grid"><button type="submit">Go</button></Box>);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(ref.current).toBe(form);
    expect(form).toHaveAttribute('novalidate');
    expect(form).not.toHaveAttribute('display');
    screen.getByRole('button', { name: 'Go' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has no class attribute when it sets no layout', () => {
    render(<Box as="section" aria-label="Empty" />);
    expect(screen.getByRole('region', { name: 'Empty' })).not.toHaveAttribute('class');
  });
});
