import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

const phone = media.belowMd;

/**
 * The frame: scrolls sideways when the table is wider than its container (focusable, so keyboard
 * users can scroll it). Positioned, so visually hidden header text inside stays inside it.
 */
export const scroller = style({
  position: 'relative', overflowX: 'auto', WebkitOverflowScrolling: 'touch',
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
/** Phones, card mode: the cards are the surface; the frame has nothing to scroll. */
export const scrollerCards = style({
  '@media': { [phone]: { border: 0, background: 'transparent', borderRadius: 0, overflowX: 'visible' } },
});

/** The table's least width on wide screens (the `minWidth` prop). */
export const minWidthVar = createVar();

export const table = style({
  minWidth: minWidthVar, width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, color: vars.color.text, fontVariantNumeric: 'tabular-nums',
});

export const th = style({
  textAlign: 'left', padding: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold, letterSpacing: '0.04em', textTransform: 'uppercase', color: vars.color.textMuted,
  background: vars.color.bg, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap',
});
/** A header whose column sorts: the button fills it. */
export const thSortable = style({ padding: 0 });

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`, borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle', lineHeight: vars.lineHeight.snug, textAlign: 'left', fontWeight: vars.fontWeight.regular,
});
/** A row's name (a row header): as strong as the text it names. */
export const rowHeader = style({ fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} > tbody > tr:last-child > ${td}`, { borderBottom: 'none' });
globalStyle(`${table} > tbody > tr:hover > ${td}`, { background: vars.color.bg });

/** Figures: right-aligned, tabular, on one line. */
export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });
/** A column's `align` (after `numeric`, so it wins). */
export const align = {
  start: style({ textAlign: 'left' }),
  center: style({ textAlign: 'center' }),
  end: style({ textAlign: 'right' }),
};
/** The `caption`: a title at the top of the frame, above the column headers. */
export const caption = style({
  captionSide: 'top', textAlign: 'left', padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`,
  fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text,
});

/** Phones, scroll mode: the first column stays in view while the rest scroll beneath it. */
export const stickyStart = style({
  '@media': {
    [phone]: {
      position: 'sticky', left: 0, zIndex: 1, background: vars.color.surface, boxShadow: `1px 0 0 ${vars.color.border}`,
    },
  },
});
globalStyle(`thead ${stickyStart}`, { '@media': { [phone]: { background: vars.color.bg } } });

export const sortButton = style({
  display: 'flex', alignItems: 'center', gap: vars.space['1'], width: '100%', minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['4']}`, border: 0, background: 'transparent', cursor: 'pointer',
  fontFamily: 'inherit', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.04em',
  textTransform: 'uppercase', color: vars.color.textMuted, whiteSpace: 'nowrap', textAlign: 'left',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`, borderRadius: vars.radius.sm },
  },
});
export const sortButtonNumeric = style({ justifyContent: 'flex-end', textAlign: 'right' });
export const sortButtonActive = style({ color: vars.color.text });
export const sortIcon = style({ flexShrink: 0 });
export const sortArrowOn = style({ fill: 'currentColor' });
export const sortArrowOff = style({ fill: vars.color.borderStrong });

/** The empty row and the loading rows. */
export const messageCell = style({ padding: 0 });
export const placeholderCell = style({ color: 'transparent' });

// ---- Phones, card mode: each row is a card; its key figures first and full width, every other
// value under its column's name, two to a line. Explicit table roles keep the semantics.
export const cards = style({
  '@media': { [phone]: { display: 'block', minWidth: 0 } },
});
globalStyle(`${cards} > thead, ${cards} > tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${cards} > tbody`, { '@media': { [phone]: { display: 'grid', gap: vars.space['3'] } } });
/** The header row: sort buttons side by side when the table sorts, else read by screen readers only. */
export const headRowSorts = style({
  '@media': {
    [phone]: {
      display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'], marginBottom: vars.space['3'],
    },
  },
});
globalStyle(`${cards} > thead > tr:not(${headRowSorts})`, { '@media': { [phone]: visuallyHiddenRules } });
globalStyle(`${headRowSorts} > th`, { '@media': { [phone]: { display: 'block', border: 0, background: 'transparent', padding: 0 } } });
globalStyle(`${headRowSorts} > th:not(${thSortable})`, { '@media': { [phone]: visuallyHiddenRules } });
globalStyle(`${headRowSorts} ${sortButton}`, {
  '@media': {
    [phone]: {
      width: 'auto', minHeight: 36, padding: `${vars.space['1']} ${vars.space['3']}`, textTransform: 'none', letterSpacing: 0,
      border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.full, background: vars.color.surface,
    },
  },
});
globalStyle(`${cards} > tbody > tr`, {
  '@media': {
    [phone]: {
      display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['4'], rowGap: vars.space['2'],
      padding: vars.space['4'], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface,
    },
  },
});
globalStyle(`${cards} > tbody > tr > *`, {
  '@media': {
    [phone]: {
      display: 'block', padding: 0, border: 0, minWidth: 0, textAlign: 'left', whiteSpace: 'normal', overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${cards} > tbody > tr:hover > *`, { '@media': { [phone]: { background: 'transparent' } } });
globalStyle(`${cards} > tbody > tr > [data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)', display: 'block', marginBottom: 2, fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em',
    },
  },
});
/** A key figure: its own line at the top of the card, the name left and the figure right. */
export const keyCell = style({});
globalStyle(`${cards} > tbody > tr > ${keyCell}`, {
  '@media': {
    [phone]: {
      gridColumn: '1 / -1', order: -1, display: 'flex', alignItems: 'baseline', justifyContent: 'space-between',
      gap: vars.space['3'], fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold,
    },
  },
});
globalStyle(`${cards} > tbody > tr > ${keyCell}[data-label]::before`, { '@media': { [phone]: { marginBottom: 0 } } });
globalStyle(`${cards} > tbody > tr > ${keyCell} > *`, { '@media': { [phone]: { textAlign: 'right' } } });
/** The row's name as the card's title. */
export const titleCell = style({});
globalStyle(`${cards} > tbody > tr > ${titleCell}`, {
  '@media': { [phone]: { gridColumn: '1 / -1', order: -2, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold } },
});
/** A value whose column has no visible name (actions): full width at the card's foot. */
export const wideCell = style({});
globalStyle(`${cards} > tbody > tr > ${wideCell}`, { '@media': { [phone]: { gridColumn: '1 / -1' } } });
/** The empty row and loading rows span the card list. */
globalStyle(`${cards} > tbody > tr:has(> ${messageCell})`, {
  '@media': { [phone]: { display: 'block', padding: 0, border: 0, background: 'transparent' } },
});

/** A row's details under it (`rowDetail`): hidden until opened, also where rows are cards. */
export const detailRow = style({ background: vars.color.bg });
globalStyle(`${table} > tbody > ${detailRow}[hidden]`, { display: 'none' });
globalStyle(`${cards} > tbody > tr:has(+ ${detailRow}:not([hidden]))`, {
  '@media': { [phone]: { borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } },
});
globalStyle(`${cards} > tbody > ${detailRow}`, {
  '@media': { [phone]: { display: 'block', marginTop: `calc(-1 * ${vars.space['3']})`, borderTop: 0, borderTopLeftRadius: 0, borderTopRightRadius: 0, background: vars.color.bg } },
});
/** A key figure's name keeps its line: a long figure wraps beside it, the name never breaks. */
globalStyle(`${cards} > tbody > tr > ${keyCell}[data-label]::before`, { '@media': { [phone]: { flexShrink: 0 } } });
