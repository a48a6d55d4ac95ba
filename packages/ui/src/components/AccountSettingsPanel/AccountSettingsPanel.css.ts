import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
