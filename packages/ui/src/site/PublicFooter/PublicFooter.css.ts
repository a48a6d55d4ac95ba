import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const footer = style({ background: vars.color.surfaceInverse, color: vars.color.textInverse, paddingBlock: `${vars.space['16']} ${vars.space['8']}` });
export const inner = style({ maxWidth: 1240, marginInline: 'auto', paddingInline: vars.space['4'], '@media': { [media.md]: { paddingInline: vars.space['8'] } } });
export const top = style({
  display: 'grid', gap: vars.space['10'],
  '@media': { [media.md]: { gridTemplateColumns: '1.4fr repeat(3, minmax(0, 1fr))', gap: vars.space['8'] } },
});
export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontWeight: vars.fontWeight.black, fontSize: vars.fontSize.lg, color: 'inherit', textDecoration: 'none' });
export const tagline = style({ margin: `${vars.space['3']} 0 ${vars.space['5']}`, color: 'rgba(255,255,255,0.72)', lineHeight: vars.lineHeight.relaxed, maxWidth: 340 });
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'rgba(255,255,255,0.6)' });
export const list = style({ display: 'grid', gap: vars.space['3'], margin: `${vars.space['4']} 0 0`, padding: 0, listStyle: 'none' });
export const link = style({
  color: 'rgba(255,255,255,0.88)', textDecoration: 'none', background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer', borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.textInverse, textDecoration: 'underline' }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const bottom = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], justifyContent: 'space-between', alignItems: 'center',
  marginTop: vars.space['12'], paddingTop: vars.space['6'], borderTop: '1px solid rgba(255,255,255,0.14)',
  color: 'rgba(255,255,255,0.66)', fontSize: vars.fontSize.sm,
});
export const logo = style({
  width: 32, height: 32, borderRadius: 10, display: 'grid', placeItems: 'center',
  background: `linear-gradient(135deg, ${vars.color.focusRing}, ${vars.color.primaryActive})`, color: vars.color.onPrimary,
});
