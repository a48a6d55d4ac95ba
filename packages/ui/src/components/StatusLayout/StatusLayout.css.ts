import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const screen = style({
  minHeight: '70vh', display: 'grid', placeItems: 'center', padding: `${vars.space['12']} ${vars.space['4']}`,
  background: `radial-gradient(40rem 24rem at 50% 0%, rgba(20,163,148,0.12), transparent 70%), ${vars.color.bg}`,
});
export const card = style({
  width: '100%', maxWidth: 520, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', gap: vars.space['4'], textAlign: 'center',
  padding: vars.space['8'], borderRadius: vars.radius['2xl'], background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { padding: vars.space['10'] } },
});
export const wide = style({ maxWidth: 760, textAlign: 'left', justifyItems: 'stretch' });
export const icon = style({ width: 64, height: 64, borderRadius: vars.radius.xl, display: 'grid', placeItems: 'center' });
export const iconInfo = style({ background: vars.color.primarySoft, color: vars.color.primary });
export const iconDanger = style({ background: vars.color.dangerSoft, color: vars.color.danger });
export const iconWarning = style({ background: vars.color.warningSoft, color: vars.color.onWarningSoft });
export const code = style({
  fontSize: 'clamp(4.5rem, 3rem + 8vw, 8rem)', fontWeight: vars.fontWeight.black, lineHeight: 1, letterSpacing: '-0.05em',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.focusRing} 60%, ${vars.color.accent})`,
  WebkitBackgroundClip: 'text', backgroundClip: 'text', color: 'transparent',
});
export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.02em', selectors: { '&:focus': { outline: 'none' } } });
export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
export const meta = style({
  display: 'grid', gap: vars.space['1'], width: '100%', padding: vars.space['4'], borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted, fontSize: vars.fontSize.sm, textAlign: 'left',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'center', marginTop: vars.space['2'] });
export const status = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.onDangerSoft, background: vars.color.dangerSoft, padding: `${vars.space['2']} ${vars.space['3']}`, borderRadius: vars.radius.md });
export const details = style({ minWidth: 0, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const summary = style({ cursor: 'pointer', padding: `${vars.space['3']} ${vars.space['4']}`, fontWeight: vars.fontWeight.semibold, minHeight: 44 });
export const stack = style({
  margin: 0, padding: vars.space['4'], overflowX: 'auto', maxHeight: 320, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs,
  background: vars.color.surfaceInverse, color: vars.color.textInverse, borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`, whiteSpace: 'pre',
});
