import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space['5'], height: '100%', minWidth: 0,
    padding: vars.space['6'], background: vars.color.surface, color: vars.color.text,
    border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.sm,
  },
  variants: {
    current: { true: { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.md}` }, false: {} },
    highlighted: { true: { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.lg}` }, false: {} },
  },
  defaultVariants: { current: false, highlighted: false },
});

export const top = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] });

export const icon = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, flex: 'none',
  borderRadius: vars.radius.md, background: vars.color.primarySoft, color: vars.color.primary,
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, marginTop: vars.space['1'] });

export const priceRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space['1'] });
export const price = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums' });
export const cycle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const features = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: 1 });
export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const featureIcon = style({ color: vars.color.success, flex: 'none', marginTop: 2 });
