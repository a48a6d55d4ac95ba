import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const panel = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['5'], padding: vars.space['5'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space['6'] } },
});
export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap' });
export const eyebrow = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });
export const plan = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const price = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const confirm = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['4'],
  borderRadius: vars.radius.lg, background: vars.color.bg, border: `1px solid ${vars.color.borderStrong}`,
});
export const confirmTitle = style({ fontWeight: vars.fontWeight.semibold });
export const diff = style({
  display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space['4'], rowGap: vars.space['1'],
  fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', margin: 0, maxWidth: 420,
});
export const diffValue = style({ margin: 0, textAlign: 'right', fontWeight: vars.fontWeight.medium });
export const diffTotal = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
