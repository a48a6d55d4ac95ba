import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pager = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'] });
export const pageList = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], listStyle: 'none', padding: 0 });
export const pageButton = style({
  minWidth: 36, height: 36, padding: `0 ${vars.space['2']}`, borderRadius: vars.radius.md,
  border: `1px solid transparent`, background: 'transparent', color: vars.color.text, cursor: 'pointer',
  fontFamily: 'inherit', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
export const gap = style({ padding: `0 ${vars.space['1']}`, color: vars.color.textMuted });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space['3'] });
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
