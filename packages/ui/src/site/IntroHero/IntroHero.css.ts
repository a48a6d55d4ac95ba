import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const hero = style({
  position: 'relative', overflow: 'hidden',
  background: `radial-gradient(1200px 520px at 85% -10%, ${vars.color.primarySoft}, transparent 60%), linear-gradient(180deg, ${vars.color.surfaceMuted}, ${vars.color.bg})`,
  paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
  '@media': { [media.md]: { paddingBlock: `${vars.space['20']} 6rem` } },
});
export const inner = style({
  display: 'grid', gap: vars.space['12'], alignItems: 'center', maxWidth: 1240, marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.md]: { paddingInline: vars.space['8'] }, [media.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});
export const copy = style({ maxWidth: 640 });
export const pill = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], margin: `0 0 ${vars.space['5']}`,
  padding: `${vars.space['1']} ${vars.space['3']}`, borderRadius: vars.radius.full,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold,
});
export const pillDot = style({ width: 8, height: 8, borderRadius: vars.radius.full, background: vars.color.primary, boxShadow: `0 0 0 4px ${vars.color.primarySoft}` });
export const headline = style({
  margin: 0, fontSize: 'clamp(2.25rem, 7vw, 4rem)', lineHeight: 1.05, letterSpacing: '-0.035em', fontWeight: vars.fontWeight.black,
  color: vars.color.text,
  // The app focuses the h1 on route change: no ring for a pointer-initiated move, the kit's
  // ring for a keyboard one (as PageHeading).
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px', borderRadius: vars.radius.sm } },
});
export const accent = style({ color: vars.color.primary });
export const lead = style({ margin: `${vars.space['5']} 0 0`, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted, maxWidth: 560 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['8'] });
export const notes = style({
  display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['5']}`, margin: `${vars.space['5']} 0 0`, padding: 0, listStyle: 'none',
  fontSize: vars.fontSize.sm, color: vars.color.textMuted,
});
export const note = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: `${vars.space['8']} 0 0`, padding: 0, listStyle: 'none' });
export const store = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['3'], minWidth: 168,
  padding: `${vars.space['2']} ${vars.space['4']}`, borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse, color: vars.color.textInverse, textDecoration: 'none',
});
export const storeText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.15 });
export const storeSmall = style({ fontSize: vars.fontSize.xs, opacity: 0.8 });
export const storeBig = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const visual = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });
