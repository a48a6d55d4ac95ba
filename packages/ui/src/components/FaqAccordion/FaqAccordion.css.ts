import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space['3'], maxWidth: 800, marginInline: 'auto' });
export const item = style({
  borderRadius: vars.radius.lg, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  transition: `box-shadow ${vars.duration.base}, border-color ${vars.duration.base}`,
  selectors: { '&[data-open]': { boxShadow: vars.shadow.md, borderColor: vars.color.primarySoft } },
});
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const trigger = style({
  display: 'flex', width: '100%', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['5']}`, minHeight: 56, background: 'transparent', border: 0, borderRadius: vars.radius.lg,
  textAlign: 'left', cursor: 'pointer', color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md,
});
export const chevron = style({
  flexShrink: 0, width: 32, height: 32, borderRadius: 999, display: 'grid', placeItems: 'center',
  background: vars.color.surfaceMuted, color: vars.color.primary, transition: `transform ${vars.duration.base}, background-color ${vars.duration.base}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)', background: vars.color.primarySoft } },
});
export const panel = style({ padding: `0 ${vars.space['5']} ${vars.space['5']}`, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
