import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const figures = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const figureValue = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const currencyTag = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const notes = style({ margin: 0, paddingLeft: vars.space['5'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
