import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space['1'],
    // Many tabs on a phone scroll sideways instead of wrapping into a mess.
    overflowX: 'auto',
    scrollbarWidth: 'none',
    maxWidth: '100%',
  },
  variants: {
    variant: {
      underline: { borderBottom: `1px solid ${vars.color.border}`, gap: vars.space['4'] },
      pills: { padding: vars.space['1'], background: vars.color.surfaceMuted, borderRadius: vars.radius.lg, width: 'fit-content' },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'underline', fullWidth: false },
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: 44,
    padding: `0 ${vars.space['3']}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&[data-hover]:not([data-selected])': { color: vars.color.text },
      '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      underline: {
        padding: `0 ${vars.space['1']}`,
        marginBottom: -1,
        borderBottom: '2px solid transparent',
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        selectors: { '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary } },
      },
      pills: {
        minHeight: 40,
        borderRadius: vars.radius.md,
        selectors: { '&[data-selected]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm } },
      },
    },
    fullWidth: { true: { flex: 1 }, false: {} },
  },
  defaultVariants: { variant: 'underline', fullWidth: false },
});

export const panel = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus], &:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
