// Shared styles of the signed-in product components (tables, panels, definition lists).
import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { visuallyHiddenRules } from '../../primitives/VisuallyHidden/VisuallyHidden.css';

/** A raised panel on the page's background: a form or a summary with its own title. */
export const panel = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['4'], padding: vars.space['5'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.sm,
});
export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const panelDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space['1'] });

/** Fields or cards in one column on phones and two equal ones from the medium breakpoint. */
export const twoColumns = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const sectionTitle = style({
  fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug, color: vars.color.text,
});
export const sectionSubtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/**
 * Horizontal scroll container for wide tables on phones (focusable so keyboard users can scroll it).
 * Positioned so it is the containing block of absolutely positioned descendants (visually hidden
 * header text such as 'Actions'): without it they escape the scroller and widen the page.
 */
export const tableScroller = style({
  position: 'relative',
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const table = style({
  width: '100%',
  minWidth: 640,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`tbody tr:last-child > ${td}`, { borderBottom: 'none' });
globalStyle(`tbody tr:hover > ${td}`, { background: vars.color.bg });

/** Numeric cells and their headers: right-aligned, tabular figures. */
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const center = style({ textAlign: 'center' });
export const strong = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, letterSpacing: '0.02em' });
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A two-column list of label/value pairs that stacks on phones. */
export const dl = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'] } },
});
export const dlRow = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const dt = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const dd = style({ fontSize: vars.fontSize.md, color: vars.color.text, overflowWrap: 'anywhere' });

/** Label on the left, value on the right; used in settings and summaries. */
export const kvList = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });
export const kvItem = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap',
  padding: `${vars.space['3']} 0`, borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const kvLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const kvValue = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const empty = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space['2'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  border: `1px dashed ${vars.color.borderStrong}`, borderRadius: vars.radius.lg, background: vars.color.surface,
});
export const emptyIcon = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44,
  borderRadius: vars.radius.full, background: vars.color.surfaceMuted, color: vars.color.textMuted, marginBottom: vars.space['1'],
});
export const emptyTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const emptyText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '42ch' });
export const emptyAction = style({ marginTop: vars.space['2'] });

export const loadingRow = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm,
});

/**
 * Tables on phones (product §10.20): below the medium breakpoint a table with this class lays each
 * body row out as a card, nothing wider than the screen. The row's header cell (`th scope="row"`)
 * is the card's title; cells marked `data-key` come next (the key figures), then the others, each
 * after the label in its `data-label` (the column's name, drawn by CSS and left out of the
 * accessible name: screen readers keep the table and its column headers). A cell without a label
 * (the actions) ends the card. From the medium breakpoint the table is unchanged.
 */
export const cards = style({});
const belowMd = (rule: GlobalStyleRule): GlobalStyleRule => ({ '@media': { [media.belowMd]: rule } });
globalStyle(`table${cards}`, belowMd({ display: 'block', minWidth: 0 }));
globalStyle(`${cards} > caption`, belowMd({ display: 'block', textAlign: 'left' }));
globalStyle(`${cards} > thead`, belowMd(visuallyHiddenRules));
globalStyle(`${cards} > tbody`, belowMd({ display: 'block' }));
globalStyle(`${cards} > tbody > tr:not([hidden])`, belowMd({
  display: 'flex', flexDirection: 'column', gap: vars.space['1'], padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
}));
globalStyle(`${cards} > tbody > tr:last-child`, belowMd({ borderBottom: 'none' }));
globalStyle(`${cards} > tbody > tr > :is(td, th)`, belowMd({
  display: 'flow-root', padding: '2px 0', border: 'none', textAlign: 'right', whiteSpace: 'normal', overflowWrap: 'anywhere',
  minWidth: 0, maxWidth: 'none', width: 'auto', background: 'none',
}));
// The desktop's row hover tints cells; a card keeps one background.
globalStyle(`${cards} > tbody > tr:hover > :is(td, th)`, belowMd({ background: 'none' }));
globalStyle(`${cards} > tbody > tr > th`, belowMd({ order: -2, textAlign: 'left', fontSize: vars.fontSize.md }));
globalStyle(`${cards} > tbody > tr > [data-key]`, belowMd({ order: -1 }));
globalStyle(`${cards} > tbody > tr > td[colspan]`, belowMd({ textAlign: 'left' }));
globalStyle(`${cards} > tbody > tr > [data-label]::before`, belowMd({
  // The label is drawn, not read: the cell's column header names it for screen readers.
  content: 'attr(data-label) / ""', float: 'left', marginRight: vars.space['3'], textAlign: 'left', lineHeight: vars.lineHeight.normal,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em',
}));
