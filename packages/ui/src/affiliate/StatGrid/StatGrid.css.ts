import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  minWidth: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], listStyle: 'none', padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});
/** The first card (Points) spans the row on phones so the five cards sit 1 + 2 + 2. */
export const tile = style({
  display: 'flex', minWidth: 0,
  '@media': { [media.belowMd]: { selectors: { '&:first-child': { gridColumn: '1 / -1' } } } },
});
export const card = style({ flex: 1, minWidth: 0 });
