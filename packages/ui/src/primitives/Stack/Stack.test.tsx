import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles';
import { Stack } from './Stack';

describe('Stack', () => {
  it('puts its children one below the other, gap apart, never wider than its container', () => {
    render(<Stack data-testid="stack" gap="6"><p>a</p><p>b</p></Stack>);
    expect(screen.getByTestId('stack')).toHaveClass(
      ...sprinkles({ display: 'grid', gridTemplateColumns: 'single', minWidth: '0', gap: '6' }).split(' '),
    );
  });

  it('renders as a list with spacing around it', () => {
    render(<Stack as="ul" gap="3" marginTop="4" paddingLeft="5" aria-label="Steps"><li>One</li></Stack>);
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list).toHaveClass(...sprinkles({ gap: '3', marginTop: '4', paddingLeft: '5' }).split(' '));
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('takes a gap per breakpoint', () => {
    render(<Stack data-testid="stack" gap={{ base: '4', md: '8' }} />);
    expect(screen.getByTestId('stack')).toHaveClass(...sprinkles({ gap: { base: '4', md: '8' } }).split(' '));
  });
});
