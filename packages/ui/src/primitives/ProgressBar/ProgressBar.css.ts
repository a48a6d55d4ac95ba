import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });
export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['3'], fontSize: vars.fontSize.sm });
export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const valueText = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: { position: 'relative', width: '100%', overflow: 'hidden', background: vars.color.surfaceMuted, borderRadius: vars.radius.full },
  variants: { size: { sm: { height: 6 }, md: { height: 10 }, lg: { height: 14 } } },
  defaultVariants: { size: 'md' },
});

export const fill = recipe({
  base: { height: '100%', borderRadius: vars.radius.full, transition: `width ${vars.duration.slow} ease-out` },
  variants: {
    tone: {
      primary: { background: vars.color.primary },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
      accent: { background: vars.color.accent },
    },
  },
  defaultVariants: { tone: 'primary' },
});
