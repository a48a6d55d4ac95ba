import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const progress = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['5'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl,
});
export const progressHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['3'], flexWrap: 'wrap' });
export const progressTitle = style({ fontWeight: vars.fontWeight.semibold });
export const progressValue = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const item = recipe({
  base: {
    display: 'flex', alignItems: 'center', gap: vars.space['4'], padding: vars.space['4'], flexWrap: 'wrap',
    background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
  },
  variants: {
    state: {
      locked: { background: vars.color.bg },
      claimable: { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
      claimed: {},
    },
  },
});
export const points = recipe({
  base: {
    flex: 'none', display: 'inline-flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
    width: 56, height: 56, borderRadius: vars.radius.lg, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1,
  },
  variants: {
    state: {
      locked: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      claimable: { background: vars.color.accentSoft, color: vars.color.onAccent },
      claimed: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
    },
  },
});
export const pointsNumber = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const pointsUnit = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });
export const body = style({ flex: 1, minWidth: 160 });
export const reward = style({ fontWeight: vars.fontWeight.semibold });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
