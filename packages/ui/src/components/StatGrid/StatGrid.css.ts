import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  minWidth: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], listStyle: 'none', margin: 0, padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});
export const tile = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0, padding: vars.space['4'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm,
  '@media': { [media.belowMd]: { selectors: { '&:first-child': { gridColumn: '1 / -1' } } } },
});
export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const icon = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, flex: 'none',
  borderRadius: vars.radius.md, background: vars.color.primarySoft, color: vars.color.primary,
});
export const value = style({
  fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums', color: vars.color.text, overflowWrap: 'anywhere',
});
export const skeleton = style({
  display: 'block', height: 28, width: '60%', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted,
});
