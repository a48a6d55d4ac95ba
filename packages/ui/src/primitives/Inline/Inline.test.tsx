import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles';
import { Inline } from './Inline';

const classes = (el: HTMLElement) => el.className.split(' ');

describe('Inline', () => {
  it('lays its children side by side, wrapping by default', () => {
    render(<Inline data-testid="row" gap="3"><span>a</span><span>b</span></Inline>);
    expect(screen.getByTestId('row')).toHaveClass(...sprinkles({ display: 'flex', gap: '3', flexWrap: 'wrap' }).split(' '));
  });

  it('aligns the row and its children as asked', () => {
    render(<Inline data-testid="row" gap="4" align="spaceBetween" alignY="bottom" />);
    expect(screen.getByTestId('row')).toHaveClass(...sprinkles({ justifyContent: 'space-between', alignItems: 'flex-end' }).split(' '));
  });

  it('keeps one row when told not to wrap, and sets no alignment it was not given', () => {
    render(<Inline data-testid="row" align="end" wrap={false} />);
    const row = screen.getByTestId('row');
    expect(row).toHaveClass(...sprinkles({ display: 'flex', justifyContent: 'flex-end' }).split(' '));
    expect(classes(row)).not.toContain(sprinkles({ flexWrap: 'wrap' }));
    expect(classes(row)).toHaveLength(2);
  });
});
