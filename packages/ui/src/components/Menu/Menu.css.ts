import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: 44,
    minWidth: 44,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hover], &[data-open]': { background: vars.color.surfaceMuted },
      '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      ghost: { padding: `0 ${vars.space['3']}` },
      outline: { padding: `0 ${vars.space['3']}`, borderColor: vars.color.borderStrong, background: vars.color.surface },
      icon: { padding: 0, width: 44 },
    },
  },
  defaultVariants: { variant: 'ghost' },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-open] > &': { transform: 'rotate(180deg)' } },
});

export const items = style({
  zIndex: 50,
  minWidth: 220,
  padding: vars.space['1'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  transformOrigin: 'top right',
  transition: `opacity ${vars.duration.fast} ease-out, transform ${vars.duration.fast} ease-out`,
  selectors: { '&[data-closed]': { opacity: 0, transform: 'scale(0.96)' } },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    minHeight: 44,
    padding: `0 ${vars.space['3']}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-focus]': { background: vars.color.surfaceMuted, outline: 'none' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: { color: vars.color.danger, selectors: { '&[data-focus]': { background: vars.color.dangerSoft } } },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const itemIcon = style({ color: 'inherit', opacity: 0.8 });
export const itemHint = style({ marginLeft: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const separator = style({ height: 1, margin: `${vars.space['1']} 0`, background: vars.color.border });

export const heading = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
