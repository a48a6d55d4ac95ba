import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';
import { media } from '../../theme/tokens';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';

export const stepper = style({
  display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['2'], listStyle: 'none', padding: 0,
});
export const step = recipe({
  base: {
    display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1'], minWidth: 0,
    paddingTop: vars.space['2'], borderTop: `3px solid ${vars.color.border}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted,
    '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', fontSize: vars.fontSize.sm } },
  },
  variants: {
    state: {
      todo: {},
      current: { borderTopColor: vars.color.primary, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      done: { borderTopColor: vars.color.primary, color: vars.color.text },
    },
  },
});
export const stepNumber = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, width: 24, height: 24, borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted, color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.xs,
  selectors: {
    [`${step.classNames.variants.state.current} &`]: { background: vars.color.primary, color: vars.color.onPrimary },
    [`${step.classNames.variants.state.done} &`]: { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  },
});
export const stepLabel = style({ overflowWrap: 'anywhere' });

export const heading = style({
  display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.snug,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4, borderRadius: vars.radius.sm } },
});
export const fileName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const lead = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, maxWidth: '70ch' });

export const dropZone = style({
  position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space['2'],
  minHeight: 160, padding: vars.space['6'], textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`, borderRadius: vars.radius.lg, background: vars.color.bg,
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: { '&:focus-within': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus } },
});
export const dropZoneActive = style({ borderColor: vars.color.primary, background: vars.color.primarySoft });
/** The native file input stays focusable and operable by keyboard; its label is the visible button. */
export const fileInput = style([visuallyHidden]);
export const fileLabel = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, padding: `0 ${vars.space['5']}`,
  borderRadius: vars.radius.md, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});
export const dropText = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const mappingGrid = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
const pill = { padding: `${vars.space['1']} ${vars.space['3']}`, borderRadius: vars.radius.full } as const;
export const countNew = style({ ...pill, ...softTone.success });
export const countError = style({ ...pill, ...softTone.danger });
export const countDuplicate = style({ ...pill, ...softTone.neutral });

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, cursor: 'pointer' });
export const previewScroller = style({ maxHeight: 420, overflowY: 'auto' });
/** 'Line ' before the number: a phone card's title only (a wide table has the column's header). */
export const linePrefix = style({ '@media': { [media.md]: { display: 'none' } } });
export const line = style({ textAlign: 'left', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const errorRow = style({ background: vars.color.dangerSoft });
export const result = style({ minWidth: 200 });
/**
 * A phone card's result: its name above and the result under it, left-aligned, so a long error
 * wraps under its badge instead of squeezing the name (the key line is a row otherwise). Two
 * classes, to win over the table's key-line rule.
 */
globalStyle(`table > tbody > tr > ${result}${result}`, {
  '@media': { [media.belowMd]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1'], fontSize: vars.fontSize.sm } },
});
globalStyle(`table > tbody > tr > ${result}${result} > *`, { '@media': { [media.belowMd]: { textAlign: 'left' } } });
export const resultText = style({ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space['2'] });

export const pending = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: vars.space['3'] });
/** The file format: what was detected, and the choice of another (product §10.24). */
export const format = style({ display: 'grid', gap: vars.space['2'], maxWidth: '28rem' });
export const detected = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
