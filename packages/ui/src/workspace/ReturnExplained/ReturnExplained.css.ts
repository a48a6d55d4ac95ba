import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const returns = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], margin: 0,
});
export const returnValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const why = style({ fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.normal, maxWidth: '70ch' });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const line = style({ borderBottom: `1px solid ${vars.color.border}` });
export const totalLine = style({ background: vars.color.surfaceMuted });
export const lineButton = style({
  display: 'flex', width: '100%', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['2']}`, minHeight: 44, background: 'none', border: 0, font: 'inherit', color: vars.color.text,
  textAlign: 'left', cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 }, '&:hover': { background: vars.color.surfaceMuted } },
});
export const lineStatic = style([lineButton, { cursor: 'default', selectors: { '&:hover': { background: 'none' } } }]);
export const lineLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontWeight: vars.fontWeight.medium });
export const lineAmount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const chevron = style({ transition: 'transform 120ms', selectors: { '[aria-expanded="true"] > span > &': { transform: 'rotate(180deg)' } } });
export const entries = style({ padding: `0 ${vars.space['2']} ${vars.space['3']}` });
export const parts = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const part = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const partValue = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
