import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
      '&[data-active]:not([data-disabled]):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&[data-disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary, color: vars.color.onPrimary,
        selectors: { '&[data-hover]:not([data-disabled]):not([aria-disabled="true"])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.primarySoft, color: vars.color.onPrimarySoft,
        selectors: { '&[data-hover]:not([data-disabled]):not([aria-disabled="true"])': { borderColor: vars.color.primary } },
      },
      outline: {
        background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong,
        selectors: { '&[data-hover]:not([data-disabled]):not([aria-disabled="true"])': { borderColor: vars.color.primary, color: vars.color.primary } },
      },
      ghost: {
        background: 'transparent', color: vars.color.text,
        selectors: { '&[data-hover]:not([data-disabled]):not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger, color: vars.color.onPrimary,
        selectors: { '&[data-hover]:not([data-disabled]):not([aria-disabled="true"])': { background: vars.color.dangerHover } },
      },
      inverse: {
        background: vars.color.surface, color: vars.color.text,
        selectors: { '&[data-hover]:not([data-disabled]):not([aria-disabled="true"])': { background: vars.color.primarySoft } },
      },
    },
    size: {
      sm: { minHeight: 36, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { minHeight: 44, padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.md },
      lg: { minHeight: 52, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg, borderRadius: vars.radius.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
