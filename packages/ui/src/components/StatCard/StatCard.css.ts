import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const layout = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['4'] });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const value = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const iconBadge = recipe({
  base: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0,
    width: 44, height: 44, borderRadius: vars.radius.lg,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      primary: { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
      info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
      accent: { background: vars.color.accentSoft, color: vars.color.onAccent },
    },
  },
  defaultVariants: { tone: 'primary' },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  display: 'block', width: '6ch', height: '1.75rem', borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted, animation: `${pulse} 1.4s ease-in-out infinite`,
});
