import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** A month's share of the table's largest move, 0..1: how strongly its cell is tinted. */
export const heat = createVar();

/** At most this much of the tone is mixed into the surface, so the text keeps its contrast on every cell. */
const MAX_TINT = '42%';

export const table = style({
  width: '100%', minWidth: 860, borderCollapse: 'separate', borderSpacing: 2,
  fontSize: vars.fontSize.xs, color: vars.color.text, fontVariantNumeric: 'tabular-nums',
  '@media': { [media.md]: { fontSize: vars.fontSize.sm } },
});

export const colHead = style({
  padding: `${vars.space['2']} ${vars.space['1']}`, textAlign: 'center', whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.04em', textTransform: 'uppercase', color: vars.color.textMuted,
});

/** The year: stays in view while the table scrolls sideways (phones). */
export const yearHead = style({
  position: 'sticky', left: 0, zIndex: 1, background: vars.color.surface,
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} 0`, textAlign: 'left', fontWeight: vars.fontWeight.bold,
});

export const cell = style({
  height: 40, padding: `0 ${vars.space['1']}`, borderRadius: vars.radius.sm, textAlign: 'center', whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});
export const tone = styleVariants({
  positive: { background: `color-mix(in srgb, ${vars.color.success} calc(${heat} * ${MAX_TINT}), ${vars.color.surface})` },
  negative: { background: `color-mix(in srgb, ${vars.color.danger} calc(${heat} * ${MAX_TINT}), ${vars.color.surface})` },
  neutral: { background: vars.color.surfaceMuted },
});
/** A month without a return: blank, with a faint outline so the grid still reads. */
export const blank = style({ boxShadow: `inset 0 0 0 1px ${vars.color.border}` });

export const total = style({
  height: 40, padding: `0 ${vars.space['2']}`, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.bold,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const legend = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'],
  fontSize: vars.fontSize.xs, color: vars.color.textMuted,
});
export const legendScale = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
export const legendSwatch = style({ display: 'inline-block', width: 18, height: 14, borderRadius: 3 });
export const totalHead = style({ textAlign: 'right', paddingRight: vars.space['2'] });
/** Drops the kit's table frame: the cells are the grid. */
export const scroller = style({ border: 0, borderRadius: 0 });

/** The cell the keyboard (or the sound) is on: outlined in the text colour, inside the cell. */
export const activeCell = style({ outline: `2px solid ${vars.color.text}`, outlineOffset: -2 });
