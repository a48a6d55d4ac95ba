import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The default trigger: an outlined button of the kit's control height. */
export const trigger = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], minHeight: 44, padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md, border: `1px solid ${vars.color.borderStrong}`, background: vars.color.surface, color: vars.color.text,
  fontFamily: 'inherit', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, cursor: 'pointer',
  selectors: {
    '&[data-hover]': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const items = style({
  zIndex: 50, minWidth: 220, maxWidth: 'calc(100vw - 16px)', padding: vars.space['1'], borderRadius: vars.radius.lg,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg,
  outline: 'none', display: 'flex', flexDirection: 'column',
});
export const item = style({
  display: 'flex', alignItems: 'center', gap: vars.space['2'], width: '100%', minHeight: 40, padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md, border: 0, background: 'transparent', color: vars.color.text, textAlign: 'left',
  textDecoration: 'none', fontFamily: 'inherit', fontSize: vars.fontSize.sm, cursor: 'pointer', overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const danger = style({
  color: vars.color.danger,
  selectors: { '&[data-focus]': { background: vars.color.dangerSoft, color: vars.color.onDangerSoft } },
});
export const separator = style({ height: 1, margin: `${vars.space['1']} 0`, background: vars.color.border });
export const heading = style({ padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
