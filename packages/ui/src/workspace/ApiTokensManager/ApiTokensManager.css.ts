import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });
/** Name and dates on the left, Revoke under them on phones and beside them from md. */
export const item = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'],
  padding: `${vars.space['3']} 0`, borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
export const revoke = style({ alignSelf: 'flex-start', color: vars.color.danger, '@media': { [media.md]: { alignSelf: 'center' } } });

export const created = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['4'],
  borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.bg,
});
/** The field takes the row; Copy sits beside its input from md, under it on phones. */
export const tokenRow = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const field = style({ flex: '1 1 auto', minWidth: 0 });
/** Lines Copy up with the input, below the field's label. */
export const copy = style({ '@media': { [media.md]: { marginTop: 28 } } });

export const form = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], paddingTop: vars.space['5'], borderTop: `1px solid ${vars.color.border}`,
});
export const formRow = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const formTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const submit = style({ alignSelf: 'flex-start', '@media': { [media.md]: { marginTop: 28 } } });

export const example = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const exampleTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const exampleText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
/** A long command scrolls inside its block instead of widening the page. */
export const code = style({
  margin: 0, padding: vars.space['3'], overflowX: 'auto', whiteSpace: 'pre',
  borderRadius: vars.radius.md, background: vars.color.bg, border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.text,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
