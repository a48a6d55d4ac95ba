import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const screen = style({
  minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center',
  padding: `${vars.space['16']} ${vars.space['4']}`,
  background: `radial-gradient(700px 320px at 50% 0%, ${vars.color.primarySoft}, transparent 70%)`,
  '@media': { [media.md]: { padding: `${vars.space['20']} ${vars.space['8']}` } },
});
export const inner = style({ width: '100%', maxWidth: 640, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['4'] });
export const code = style({
  margin: 0, fontSize: 'clamp(4.5rem, 18vw, 7.5rem)', fontWeight: vars.fontWeight.black, lineHeight: 1, letterSpacing: '-0.05em',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.primaryActive})`, WebkitBackgroundClip: 'text', backgroundClip: 'text', color: 'transparent',
});
export const title = style({ margin: 0, fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.02em', outline: 'none' });
export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });
export const details = style({
  width: '100%', textAlign: 'left', margin: 0, padding: vars.space['4'], borderRadius: vars.radius.lg, maxHeight: 280, overflow: 'auto',
  background: vars.color.surfaceInverse, color: vars.color.textInverse, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap', wordBreak: 'break-word',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'center', marginTop: vars.space['2'] });
export const home = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 48, padding: `0 ${vars.space['6']}`,
  borderRadius: vars.radius.md, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.semibold, textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
