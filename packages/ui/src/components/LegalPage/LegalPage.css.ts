import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ paddingBlock: `${vars.space['10']} ${vars.space['20']}`, background: vars.color.bg });
export const top = style({ display: 'grid', gap: vars.space['4'], marginBottom: vars.space['8'] });
export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const layout = style({
  display: 'grid', gap: vars.space['8'],
  '@media': { [media.lg]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: vars.space['12'], alignItems: 'start' } },
});
export const toc = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block', position: 'sticky', top: '6rem' } },
});
export const tocTitle = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.08em', color: vars.color.textMuted, marginBottom: vars.space['3'] });
export const tocList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space['1'], borderLeft: `2px solid ${vars.color.border}` });
export const tocLink = style({ display: 'block', padding: `${vars.space['1']} ${vars.space['3']}`, color: vars.color.textMuted, textDecoration: 'none', fontSize: vars.fontSize.sm, selectors: { '&:hover': { color: vars.color.primary } } });
export const article = style({
  display: 'grid', gap: vars.space['8'], padding: vars.space['6'], borderRadius: vars.radius.xl,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space['10'] } },
});
export const section = style({ display: 'grid', gap: vars.space['3'], scrollMarginTop: '6rem' });
export const heading = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });
export const body = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, display: 'grid', gap: vars.space['3'] });
globalStyle(`${body} ul`, { paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['1'] });
export const back = style({ justifySelf: 'start' });
