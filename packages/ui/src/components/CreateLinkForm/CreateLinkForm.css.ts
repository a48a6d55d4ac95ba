import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const form = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['4'], padding: vars.space['5'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.sm,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space['1'] });
export const rates = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
export const summary = style({
  fontSize: vars.fontSize.sm, color: vars.color.textMuted, padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.bg, borderRadius: vars.radius.md, fontVariantNumeric: 'tabular-nums',
});
