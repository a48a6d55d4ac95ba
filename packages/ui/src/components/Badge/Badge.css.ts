import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const soft = {
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  primary: { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
  warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
  danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
  info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
  accent: { background: vars.color.accentSoft, color: vars.color.onAccent },
} as const;

const solid = {
  neutral: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  success: { background: vars.color.success, color: vars.color.onPrimary },
  warning: { background: vars.color.warning, color: vars.color.onAccent },
  danger: { background: vars.color.danger, color: vars.color.onPrimary },
  info: { background: vars.color.info, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
} as const;

type Tone = keyof typeof soft;
const tones = Object.keys(soft) as Tone[];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, object>,
    variant: { soft: {}, solid: {} },
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `2px ${vars.space['2']}` },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space['1']} ${vars.space['3']}` },
    },
  },
  // Colours depend on tone and variant together.
  compoundVariants: tones.flatMap((tone) => [
    { variants: { tone, variant: 'soft' as const }, style: soft[tone] },
    { variants: { tone, variant: 'solid' as const }, style: solid[tone] },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
});
