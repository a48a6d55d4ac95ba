import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      elevated: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
      outlined: { boxShadow: 'none' },
      // A featured card (e.g. the recommended plan): primary ring plus a lift.
      highlighted: { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.lg}` },
      muted: { background: vars.color.surfaceMuted, borderColor: 'transparent' },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.duration.base}, transform ${vars.duration.base}`,
        selectors: { '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)' } },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'elevated', interactive: false },
});

const sectionPadding = {
  none: { padding: 0 },
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['5'] },
  lg: { padding: `${vars.space['6']} ${vars.space['6']}`, '@media': { [media.md]: { padding: vars.space['8'] } } },
} as const;

export const body = recipe({ base: { flex: 1, minWidth: 0 }, variants: { padding: sectionPadding }, defaultVariants: { padding: 'md' } });

export const header = recipe({
  base: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], borderBottom: `1px solid ${vars.color.border}` },
  variants: { padding: sectionPadding },
  defaultVariants: { padding: 'md' },
});

export const footer = recipe({
  base: {
    display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space['3'],
    borderTop: `1px solid ${vars.color.border}`, background: vars.color.bg,
  },
  variants: { padding: sectionPadding },
  defaultVariants: { padding: 'md' },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });
