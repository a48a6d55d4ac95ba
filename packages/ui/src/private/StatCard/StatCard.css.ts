import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

// Label and icon share the first row; the value has the card's full width below them, so a figure
// like '$1,234.50' is never squeezed beside the icon and never breaks mid-value (no wrapping). The
// layout is a size container: the value's font follows the card's width (14cqi, between sm and
// 2xl), so figures up to '$123,456.78' fit a 320 px phone's two-column cards (about 106 px of
// content each), also in the wider fallback font shown until Inter has loaded, and five cards a row.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label icon" "value value" "hint hint"',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  containerType: 'inline-size',
});

/**
 * A card narrower than this (320 px phones: about 106 px of content) has no room for a label word
 * such as 'Conversion' beside the 44 px icon: there the icon sits above the label, which takes the
 * card's full width. (Queries on the layout's own width, so they style its children.)
 */
const narrowCard = '(max-width: 120px)';
const stacked = (row: number) => ({ '@container': { [narrowCard]: { gridArea: 'auto', gridColumn: '1 / -1', gridRow: String(row) } } });
/** Groups label, value and hint in the markup; its children are placed by the layout's grid. */
export const text = style({ display: 'contents' });
export const label = style({ gridArea: 'label', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, ...stacked(2) });
export const value = style({
  gridArea: 'value',
  // Fallback first for browsers without container units.
  fontSize: [vars.fontSize.xl, `clamp(${vars.fontSize.sm}, 14cqi, ${vars.fontSize['2xl']})`],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  ...stacked(3),
});
export const hint = style({ gridArea: 'hint', fontSize: vars.fontSize.sm, color: vars.color.textMuted, ...stacked(4) });

export const iconBadge = recipe({
  base: {
    gridArea: 'icon', alignSelf: 'start',
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0,
    width: 44, height: 44, borderRadius: vars.radius.lg,
    '@container': { [narrowCard]: { gridArea: 'auto', gridColumn: '1', gridRow: '1', justifySelf: 'start', width: 36, height: 36, marginBottom: vars.space['1'] } },
  },
  variants: {
    tone: softTone,
  },
  defaultVariants: { tone: 'primary' },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({
  gridArea: 'value', display: 'block', width: '6ch', height: '1.75rem', borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted, animation: `${pulse} 1.4s ease-in-out infinite`,
  ...stacked(3),
});
