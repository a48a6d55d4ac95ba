import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ minWidth: 0 });
export const row = style({ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: vars.space['3'] });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 220px', maxWidth: 360 });
export const label = style({
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em',
});
export const listboxButton = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'], width: '100%', minHeight: 44,
  padding: `0 ${vars.space['3']}`, borderRadius: vars.radius.md, border: `1px solid ${vars.color.borderStrong}`, background: vars.color.surface,
  color: vars.color.text, fontFamily: 'inherit', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, cursor: 'pointer', textAlign: 'left',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-hover]': { borderColor: vars.color.textSubtle },
    '&[data-focus]': { outline: 'none', borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
  },
});
export const current = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

const panel = {
  zIndex: 50, minWidth: 220, padding: vars.space['1'], borderRadius: vars.radius.lg, outline: 'none',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg,
} as const;
export const options = style({ ...panel, width: 'var(--button-width)', maxHeight: 320, overflowY: 'auto' });
export const option = style({
  display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: 40, padding: `0 ${vars.space['3']}`, borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm, color: vars.color.text, cursor: 'pointer',
  selectors: { '&[data-focus]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft }, '&[data-selected]': { fontWeight: vars.fontWeight.semibold } },
});
export const check = style({ flexShrink: 0, visibility: 'hidden', selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } } });
export const optionName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menuButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], minHeight: 44, padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md, border: `1px solid ${vars.color.borderStrong}`, background: vars.color.surface, color: vars.color.text,
  fontFamily: 'inherit', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, cursor: 'pointer',
  selectors: {
    '&[data-hover]': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const menu = style({ ...panel, display: 'flex', flexDirection: 'column' });
export const menuItem = style({
  display: 'flex', alignItems: 'center', width: '100%', minHeight: 40, padding: `0 ${vars.space['3']}`, borderRadius: vars.radius.md,
  border: 0, background: 'transparent', color: vars.color.text, textAlign: 'left', fontFamily: 'inherit', fontSize: vars.fontSize.sm,
  cursor: 'pointer', overflowWrap: 'anywhere',
  selectors: { '&[data-focus]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft } },
});
export const menuDanger = style({ color: vars.color.danger, selectors: { '&[data-focus]': { background: vars.color.dangerSoft, color: vars.color.onDangerSoft } } });
export const menuSeparator = style({ height: 1, margin: `${vars.space['1']} 0`, background: vars.color.border });

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: 44, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, alignSelf: 'center' });

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: vars.space['3'] });
