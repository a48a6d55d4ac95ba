import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';


// A status's colour: the bar segment's fill and the legend swatch's background, in the tone its badge has.
const toneColor = {
  success: vars.color.success, info: vars.color.info, warning: vars.color.warning, danger: vars.color.danger, neutral: vars.color.textSubtle,
};
export const toneFill = styleVariants(toneColor, (color) => ({ fill: color, background: color }));
export const toneStroke = styleVariants(toneColor, (color) => ({ stroke: color }));
/** A series that was not earned (voided) is striped in its colour, so it never reads as money earned. */
export const toneHatch = styleVariants(toneColor, (color) => ({
  backgroundImage: `repeating-linear-gradient(45deg, ${color} 0 2px, transparent 2px 5px)`, boxShadow: `inset 0 0 0 1px ${color}`,
}));

export const legend = style({
  listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space['5'], rowGap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });
export const swatch = style({ flex: 'none', width: 12, height: 12, borderRadius: 3 });
export const legendLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const legendValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const readout = style({
  minHeight: '1.5em', fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums',
});

export const frame = style({
  position: 'relative', width: '100%', borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, shapeRendering: 'crispEdges' });
export const baseLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1, shapeRendering: 'crispEdges' });
export const axisText = style({ fill: vars.color.textMuted, fontSize: 12, fontVariantNumeric: 'tabular-nums' });
export const axisTextActive = style({ fill: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const segment = style({ stroke: vars.color.surface, strokeWidth: 1 });
export const hatchBack = style({ fill: vars.color.surface });
/** The status the keyboard is on, in the month it is on: outlined in the text colour. */
export const segmentActive = style({ stroke: vars.color.text, strokeWidth: 2 });
export const bandMark = style({ fill: vars.color.surfaceMuted });
export const hitArea = style({ fill: 'transparent', cursor: 'default' });


export const monthCell = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
