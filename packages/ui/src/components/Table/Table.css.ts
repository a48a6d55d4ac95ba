import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const container = style({
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

// Wide tables scroll sideways inside the card instead of widening the page on phones. Positioned so
// absolutely positioned descendants (a hidden caption, visually hidden cell text) stay inside it.
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = recipe({
  base: { textAlign: 'left', padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, color: vars.color.text },
  variants: { hidden: { true: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', padding: 0 }, false: {} } },
  defaultVariants: { hidden: false },
});

const cellBase = {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  verticalAlign: 'middle',
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    hideBelowMd: { true: { display: 'none', '@media': { [media.md]: { display: 'table-cell' } } }, false: {} },
  },
  defaultVariants: { align: 'left', hideBelowMd: false },
});

export const cell = recipe({
  base: {
    ...cellBase,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.border}`,
    // The container's border already closes the last row.
    selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
  },
  variants: {
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
    hideBelowMd: { true: { display: 'none', '@media': { [media.md]: { display: 'table-cell' } } }, false: {} },
  },
  defaultVariants: { align: 'left', hideBelowMd: false },
});

export const row = recipe({
  base: {},
  variants: {
    striped: { true: { selectors: { '&:nth-child(even)': { background: vars.color.bg } } }, false: {} },
    hoverable: { true: { selectors: { '&:hover': { background: vars.color.surfaceMuted } } }, false: {} },
  },
  defaultVariants: { striped: false, hoverable: true },
});

export const emptyCell = style({ padding: `${vars.space['10']} ${vars.space['4']}`, textAlign: 'center', color: vars.color.textMuted });
export const emptyDefault = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'] });

export const loadingCell = style({ padding: `${vars.space['10']} ${vars.space['4']}`, textAlign: 'center' });
