import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['5'], padding: vars.space['5'], maxWidth: 720, width: '100%',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.md,
  '@media': { [media.md]: { padding: vars.space['8'] } },
});
export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap' });
export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space['1'] });
export const notes = style({
  margin: 0, padding: vars.space['4'], borderLeft: `3px solid ${vars.color.borderStrong}`, background: vars.color.bg,
  borderRadius: vars.radius.sm, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap',
});
export const actions = style({
  display: 'flex', flexDirection: 'column-reverse', gap: vars.space['3'],
  '@media': { [media.md]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
export const steps = style({ margin: 0, paddingLeft: vars.space['5'], display: 'flex', flexDirection: 'column', gap: vars.space['2'], fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const iconCircle = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 56, height: 56, borderRadius: vars.radius.full,
  background: vars.color.successSoft, color: vars.color.success,
});
export const centered = style({ alignItems: 'center', textAlign: 'center', marginInline: 'auto' });
export const nextBox = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['5'], textAlign: 'left', width: '100%',
  background: vars.color.bg, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`,
});
export const nextTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
