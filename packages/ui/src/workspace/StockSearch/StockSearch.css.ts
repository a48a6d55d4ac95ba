import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const input = style({ paddingRight: 44, textTransform: 'none' });
export const toggle = style({
  position: 'absolute', right: 2, top: 2, bottom: 2, width: 40, display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  border: 0, borderRadius: vars.radius.md, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text }, '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const options = style({
  width: 'var(--input-width)', minWidth: 260, maxHeight: 320, overflowY: 'auto', zIndex: 60,
  margin: 0, padding: vars.space['1'], listStyle: 'none',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg,
  selectors: { '&:empty': { display: 'none' } },
});
export const option = style({
  display: 'grid', gridTemplateColumns: '5.5rem minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`, borderRadius: vars.radius.md, cursor: 'pointer', fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&[data-focus]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
  },
});
export const optionSymbol = style({ fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });
export const optionName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const optionDetail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const optionKind = style({
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted,
  padding: `1px ${vars.space['2']}`, borderRadius: vars.radius.full, background: vars.color.surfaceMuted,
});

export const selectedName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const status = style({
  display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted,
  // Empty, it takes no room (the live region stays in the page so its next message is read).
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space['2']})` } },
});
export const statusError = style({ color: vars.color.danger });
