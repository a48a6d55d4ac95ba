import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['4'] } },
});
export const card = recipe({
  base: {
    display: 'flex', flexDirection: 'column', gap: vars.space['1'], padding: vars.space['4'],
    background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm,
    borderTopWidth: 4,
  },
  variants: {
    tone: {
      pending: { borderTopColor: vars.color.warning },
      approved: { borderTopColor: vars.color.success },
      rejected: { borderTopColor: vars.color.danger },
      total: { borderTopColor: vars.color.primary },
    },
  },
});
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const value = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });
