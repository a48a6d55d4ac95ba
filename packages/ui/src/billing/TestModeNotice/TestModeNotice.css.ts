import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['4'],
  background: vars.color.warningSoft, color: vars.color.onWarningSoft, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });
export const icon = style({ display: 'inline-flex', flex: 'none' });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const text = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const item = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['3'], rowGap: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const number = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const what = style({ minWidth: 0 });
