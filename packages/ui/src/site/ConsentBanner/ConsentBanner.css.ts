import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// It rises into place and is transparent for its first frame only. A 240 ms fade left its text and
// buttons below the contrast minimum for that long, and an accessibility check running then failed
// (the landing's smoke test, about 1 run in 3). Fully opaque from its first paint, the banner would
// become the largest contentful paint of pages with a small first screen (/signin: LCP 2.5 -> 3.6 s,
// Lighthouse 98 -> 90), as it appears after hydration; an element first painted transparent is no
// LCP candidate, as with the fade before.
const rise = keyframes({
  '0%': { opacity: 0, transform: 'translateY(12px)' },
  '1%': { opacity: 1 },
  '100%': { opacity: 1, transform: 'none' },
});

export const banner = style({
  position: 'fixed', zIndex: 50, left: vars.space['3'], right: vars.space['3'], bottom: vars.space['3'],
  padding: vars.space['5'], paddingRight: vars.space['12'], borderRadius: vars.radius.xl,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.xl,
  animation: `${rise} 240ms ease-out`,
  '@media': {
    [media.md]: { left: 'auto', right: vars.space['6'], bottom: vars.space['6'], maxWidth: 440 },
    [media.reducedMotion]: { animation: 'none' },
  },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, fontSize: vars.fontSize.sm });
export const link = style({ color: vars.color.onPrimarySoft, fontWeight: vars.fontWeight.semibold, textUnderlineOffset: 3 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: vars.space['4'] });
export const close = style({
  position: 'absolute', top: vars.space['3'], right: vars.space['3'], width: 36, height: 36, display: 'grid', placeItems: 'center',
  border: 0, borderRadius: vars.radius.full, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const toggles = style({ display: 'grid', gap: vars.space['4'] });
export const row = style({ padding: vars.space['4'], borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });
export const always = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], alignItems: 'flex-start' });
export const rowTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const rowText = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const pill = style({ flexShrink: 0, padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.full, background: vars.color.successSoft, color: vars.color.onSuccessSoft, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'space-between', alignItems: 'center', width: '100%' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
