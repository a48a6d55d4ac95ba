import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  minWidth: 0, display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['6'], alignItems: 'stretch',
  listStyle: 'none', padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
