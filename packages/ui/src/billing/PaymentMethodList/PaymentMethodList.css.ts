import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const item = style({
  display: 'flex', alignItems: 'center', gap: vars.space['4'], padding: vars.space['4'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
});
export const brand = style({
  flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 52, height: 34,
  borderRadius: vars.radius.sm, background: vars.color.surfaceInverse, color: vars.color.textInverse,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.06em',
});
export const info = style({ flex: 1, minWidth: 0 });
export const number = style({
  display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums',
});
export const expiry = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
