import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { panel } from '../../private/AppShared/styles.css';
export const lines = style({ display: 'flex', flexDirection: 'column', margin: 0 });
export const line = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space['4'],
  padding: `${vars.space['3']} 0`, borderBottom: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm,
});
export const amount = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' });
export const total = style({ borderBottom: 'none', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const discount = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });
export const note = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
