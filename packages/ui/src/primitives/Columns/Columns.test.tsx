import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles';
import { Columns } from './Columns';

describe('Columns', () => {
  it('makes one column on phones and two from the medium breakpoint', () => {
    render(<Columns data-testid="cols" columns={{ base: 1, md: 2 }} gap="6" alignY="top"><div /><div /></Columns>);
    expect(screen.getByTestId('cols')).toHaveClass(
      ...sprinkles({ display: 'grid', gridTemplateColumns: { base: '1', md: '2' }, gap: '6', alignItems: 'flex-start' }).split(' '),
    );
  });

  it('takes a fixed count', () => {
    render(<Columns data-testid="cols" columns={3} gap="4" />);
    expect(screen.getByTestId('cols')).toHaveClass(...sprinkles({ gridTemplateColumns: '3', gap: '4' }).split(' '));
  });
});
