import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid', gap: vars.space['5'], width: '100%', maxWidth: 560, padding: vars.space['6'],
  borderRadius: vars.radius.xl, background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.xl,
});
export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space['1'] });
export const list = style({ display: 'grid', gap: vars.space['3'], listStyle: 'none', padding: 0 });
export const row = style({
  display: 'flex', gap: vars.space['4'], alignItems: 'flex-start', justifyContent: 'space-between',
  padding: vars.space['4'], borderRadius: vars.radius.lg, background: vars.color.bg, border: `1px solid ${vars.color.border}`,
});
export const rowTitle = style({ fontWeight: vars.fontWeight.semibold, display: 'flex', gap: vars.space['2'], alignItems: 'center', flexWrap: 'wrap' });
export const rowText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space['1'] });
export const always = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.onSuccessSoft, background: vars.color.successSoft, borderRadius: 999, padding: '2px 8px' });
export const switchRoot = style({
  position: 'relative', flexShrink: 0, width: 48, height: 28, borderRadius: 999, border: 0, padding: 0, cursor: 'pointer',
  background: vars.color.borderStrong, transition: `background-color ${vars.duration.base}`,
  selectors: {
    '&[data-checked]': { background: vars.color.primary },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.7 },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const thumb = style({
  position: 'absolute', top: 3, left: 3, width: 22, height: 22, borderRadius: 999, background: '#fff', boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.base}`,
  selectors: { '[data-checked] > &': { transform: 'translateX(20px)' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end', alignItems: 'center' });
export const policy = style({ marginRight: 'auto', fontSize: vars.fontSize.sm });
export const backdrop = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 70 });
export const dialogWrap = style({ position: 'fixed', inset: 0, zIndex: 71, display: 'grid', placeItems: 'center', padding: vars.space['4'], overflowY: 'auto' });
