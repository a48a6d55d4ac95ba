import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], marginTop: vars.space['1'] });
export const notice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
export const noticeIcon = style({ flexShrink: 0, marginTop: 1, color: vars.color.info });

/** The conversation scrolls inside its box; the newest turn is kept in view. */
export const conversation = style({
  maxHeight: 420, minHeight: 120, overflowY: 'auto', padding: vars.space['3'],
  background: vars.color.bg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const intro = style({ padding: `${vars.space['6']} ${vars.space['2']}`, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const turns = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const turn = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

const bubble = {
  maxWidth: 'min(88%, 40rem)', padding: `${vars.space['2']} ${vars.space['3']}`, borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere',
} as const;
export const question = style({
  ...bubble, alignSelf: 'flex-end', background: vars.color.primary, color: vars.color.onPrimary, borderBottomRightRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
});
export const answer = style({
  ...bubble, alignSelf: 'flex-start', display: 'flex', flexDirection: 'column', gap: vars.space['2'],
  background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}`, borderBottomLeftRadius: vars.radius.sm,
});
export const answerText = style({ whiteSpace: 'pre-wrap' });
export const thinking = style({ flexDirection: 'row', alignItems: 'center', color: vars.color.textMuted });

/** The figures used, as chips: label over value. */
export const citations = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0 });
export const citation = style({
  display: 'flex', flexDirection: 'column', padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md, background: vars.color.primarySoft, color: vars.color.onPrimarySoft,
});
export const citationLabel = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });
export const citationValue = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const suggestions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const suggestionsLabel = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const suggestionList = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const suggestion = style({
  minHeight: 36, padding: `${vars.space['1']} ${vars.space['3']}`, borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
  fontFamily: 'inherit', fontSize: vars.fontSize.sm, textAlign: 'left', cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const form = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const field = style({ flex: '1 1 auto', minWidth: 0 });
/** Beside the textarea from md, lined up below the field's label. */
export const send = style({ alignSelf: 'flex-start', '@media': { [media.md]: { marginTop: 28 } } });

/** The month's allowance under the notice. */
export const quota = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textSubtle, fontVariantNumeric: 'tabular-nums' });

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });
/** The end of an answer still being written; still for readers who asked for less motion. */
export const caret = style({
  display: 'inline-block', width: '0.5em', height: '1em', marginLeft: 2, verticalAlign: 'text-bottom', background: vars.color.primary,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
