import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: { minWidth: 0 },
  variants: {
    variant: {
      plain: {},
      card: { background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg },
      // Rows separated by a rule, as in a FAQ list.
      divided: { borderBottom: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    width: '100%',
    minHeight: 44,
    padding: `${vars.space['3']} 0`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    cursor: 'pointer',
    borderRadius: vars.radius.md,
    selectors: {
      '&:hover': { color: vars.color.primary },
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      plain: {},
      card: { padding: `${vars.space['4']} ${vars.space['5']}` },
      divided: { padding: `${vars.space['4']} 0` },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.base}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = recipe({
  base: { color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed },
  variants: {
    variant: {
      plain: { paddingBottom: vars.space['3'] },
      card: { padding: `0 ${vars.space['5']} ${vars.space['5']}` },
      divided: { paddingBottom: vars.space['5'] },
    },
  },
  defaultVariants: { variant: 'plain' },
});
