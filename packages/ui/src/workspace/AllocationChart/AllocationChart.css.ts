import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, palette } from '../../theme/tokens';

export const chartRow = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['5'], alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(160px, 220px) minmax(0, 1fr)' } },
});

export const donutBox = style({
  position: 'relative', width: '100%', maxWidth: 220, justifySelf: 'center', aspectRatio: '1', borderRadius: '50%',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const donut = style({ display: 'block', width: '100%', height: '100%' });

export const slice = style({
  stroke: vars.color.surface, strokeWidth: 1, cursor: 'pointer',
  transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: { '&[data-active]': { transform: 'scale(1.04)' } },
});
export const sliceDimmed = style({ opacity: 0.3 });

// Categorical colours from the kit's palette, in slice order (largest first); "Other" is grey.
// Neighbouring slices alternate dark and light so they stay apart without relying on hue.
const sliceFills = [
  palette.teal[700], palette.amber[500], palette.blue[700], palette.teal[500],
  palette.ink[700], palette.amber[700], palette.teal[200], palette.ink[400],
];
export const sliceColors = sliceFills.map((fill) => style({ fill, background: fill }));
export const otherColor = style({ fill: palette.ink[300], background: palette.ink[300] });

export const centre = style({
  // A disc in the donut's hole, so the figures sit on the card's colour, never on a slice.
  position: 'absolute', inset: '20%', borderRadius: '50%', background: vars.color.surface, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
  textAlign: 'center', pointerEvents: 'none', gap: 2,
});
export const centreLabel = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const centreValue = style({
  fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere', lineHeight: vars.lineHeight.tight,
});

export const legend = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 440 });
export const legendItem = style({
  display: 'grid', gridTemplateColumns: '12px minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space['3'],
  width: '100%', minHeight: 40, padding: `${vars.space['1']} ${vars.space['2']}`, border: 0, borderRadius: vars.radius.md,
  background: 'transparent', color: vars.color.text, fontFamily: 'inherit', fontSize: vars.fontSize.sm, textAlign: 'left', cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.bg },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-pressed="true"]': { background: vars.color.primarySoft },
  },
});
export const legendItemActive = style({ background: vars.color.bg });
export const swatch = style({ width: 12, height: 12, borderRadius: 3 });
export const legendName = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const legendDetail = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const legendWeight = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

/** The data table's frame (the kit's Table), a little below the buttons that open it. */
export const dataTable = style({ marginTop: vars.space['2'] });

/** 'Play the chart' and 'Show data table', side by side. */
export const actions = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'] });
