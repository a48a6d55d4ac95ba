import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

export const summary = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space['3'], alignItems: 'start',
  padding: `${vars.space['3']} 0`, borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
});
export const icon = style({ display: 'grid', placeItems: 'center', width: 32, height: 32, borderRadius: vars.radius.full });
export const iconTone = styleVariants({ pass: softTone.success, warn: softTone.warning });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], minHeight: 32 });
export const ruleTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });
export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, maxWidth: '72ch' });
