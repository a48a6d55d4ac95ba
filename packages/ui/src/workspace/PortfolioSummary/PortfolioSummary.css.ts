import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';
import { media } from '../../theme/tokens';

// Phones: the value across the card, the two changes side by side below it; wider: one row.
export const figures = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${vars.space['4']} ${vars.space['6']}`,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const figureLarge = style({ gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });

export const valueLarge = style({
  fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight,
  color: vars.color.text, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere',
});
export const value = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
export const missing = style({
  ...softTone.warning, fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md, padding: `${vars.space['2']} ${vars.space['3']}`, overflowWrap: 'anywhere',
});
