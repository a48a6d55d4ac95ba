import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { CARD_ROW_HEIGHT } from './cardHeight';

export const scroller = style({ overflowY: 'hidden' });

// Every row is a grid on the same tracks, so columns line up without the table layout algorithm,
// and each row is a box of its own that content-visibility can skip while off screen.
const tracks = [
  '88px', 'minmax(150px, 1.6fr)', 'minmax(84px, 0.7fr)', 'minmax(100px, 0.8fr)', 'minmax(176px, 1.1fr)',
  'minmax(116px, 1fr)', 'minmax(120px, 1fr)', 'minmax(124px, 1fr)', 'minmax(124px, 1fr)',
].join(' ');
const minWidth = 88 + 150 + 84 + 100 + 176 + 116 + 120 + 124 + 124;

export const table = style({
  display: 'grid', width: '100%', minWidth, borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm, color: vars.color.text, fontVariantNumeric: 'tabular-nums',
});
export const rowGroup = style({ display: 'contents' });

export const row = style({
  display: 'grid', gridTemplateColumns: tracks, alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  // Rows off screen skip layout and paint; 'auto' remembers a row's height once it was shown.
  contentVisibility: 'auto',
  containIntrinsicSize: '57px',
  selectors: {
    'tbody > &:last-child': { borderBottom: 'none' },
    'tbody > &:hover': { background: vars.color.bg },
  },
});
export const headRow = style({ contentVisibility: 'visible', background: vars.color.bg });
/** Body rows share one height, so a long list can be laid out by row count (HoldingsTable's ROW_HEIGHT). */
export const bodyRow = style({ height: 57, boxSizing: 'border-box' });
/** Holds the place of rows not rendered (long lists). */
export const spacer = style({ display: 'block', border: 0, padding: 0 });

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`, minWidth: 0, minHeight: 56,
  display: 'flex', alignItems: 'center', lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.regular, textAlign: 'left',
});
export const numeric = style({ justifyContent: 'flex-end', textAlign: 'right', whiteSpace: 'nowrap' });
export const strong = style({ fontWeight: vars.fontWeight.semibold });
/** The price over its source line (product §13.5). */
export const priceCell = style({ flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'center', gap: 2 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Stays in view while the table scrolls sideways (phones); opaque so figures pass beneath it. */
export const symbolCell = style({
  position: 'sticky', left: 0, zIndex: 1, alignSelf: 'stretch',
  background: vars.color.surface, fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em',
  // The divider shows where figures pass beneath it: only where the table scrolls sideways.
  boxShadow: `1px 0 0 ${vars.color.border}`,
  '@media': { [media.lg]: { boxShadow: 'none' } },
  selectors: { 'tbody > tr:hover > &': { background: vars.color.bg }, 'thead &': { background: vars.color.bg } },
});
export const nameCell = style({ color: vars.color.textMuted });
export const nameText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const headCell = style({ padding: 0, minWidth: 0, display: 'flex', alignItems: 'stretch' });

/** The kit's sort button (TableSortButton), inset as the cells are. */
export const sortButton = style({
  selectors: { [`${headRow} &`]: { paddingLeft: vars.space['3'], paddingRight: vars.space['3'] } },
});

export const weight = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const weightTrack = style({
  display: 'block', width: 48, height: 6, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden',
});
export const weightBar = style({
  display: 'block', width: '100%', height: '100%', background: vars.color.primary, transformOrigin: 'left center',
});
export const weightText = style({ minWidth: '4.5em', textAlign: 'right' });

/*
 * Below the medium breakpoint (product §10.20) each holding is a card of one fixed height (the
 * row window lays long lists out on it): symbol and name, then value and unrealised gain, then
 * the other figures, each under its label; the sort buttons wrap above the cards.
 */
const phone = media.belowMd;
globalStyle(`${table}`, { '@media': { [phone]: { display: 'block', minWidth: 0 } } });
globalStyle(`${headRow}`, { '@media': { [phone]: { display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space['1']}`, padding: `0 ${vars.space['1']}` } } });
globalStyle(`${headRow} > ${symbolCell}`, { '@media': { [phone]: { position: 'static', boxShadow: 'none' } } });
globalStyle(`${bodyRow}`, {
  '@media': {
    [phone]: {
      height: CARD_ROW_HEIGHT, containIntrinsicSize: `${CARD_ROW_HEIGHT}px`, overflow: 'hidden',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignContent: 'start', gap: `${vars.space['2']} ${vars.space['3']}`,
      padding: `${vars.space['3']} ${vars.space['4']}`,
      gridTemplateAreas: '"symbol name" "value unrealisedGain" "dayChange weight" "quantity averageCost" "price price"',
    },
  },
});
globalStyle(`${bodyRow} > ${cell}`, {
  '@media': { [phone]: { padding: 0, minHeight: 0, flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', textAlign: 'left', position: 'static', boxShadow: 'none', background: 'none' } },
});
for (const area of ['symbol', 'name', 'value', 'unrealisedGain', 'dayChange', 'weight', 'quantity', 'averageCost', 'price']) {
  globalStyle(`${bodyRow} > [data-col="${area}"]`, { '@media': { [phone]: { gridArea: area } } });
}
globalStyle(`${bodyRow} > :is([data-col="name"], [data-col="unrealisedGain"], [data-col="weight"], [data-col="averageCost"])`, {
  '@media': { [phone]: { alignItems: 'flex-end', textAlign: 'right' } },
});
globalStyle(`${bodyRow} > [data-col="symbol"]`, { '@media': { [phone]: { fontSize: vars.fontSize.md } } });
globalStyle(`${bodyRow} > [data-label]::before`, {
  '@media': {
    [phone]: {
      // Drawn, not read: the column header names the cell for screen readers.
      content: 'attr(data-label) / ""', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted,
      textTransform: 'uppercase', letterSpacing: '0.04em',
    },
  },
});
globalStyle(`${bodyRow} ${nameText}`, { '@media': { [phone]: { maxWidth: '100%' } } });
