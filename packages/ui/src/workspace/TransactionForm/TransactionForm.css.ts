import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// Phones: one field a row; wider: two, the symbol across both.
export const grid = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'], alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['5'] } },
});
export const full = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const typeError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: vars.space['3'],
});
