import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, palette } from '../../theme/tokens';

export const footer = style({ background: palette.ink[950], color: palette.ink[200], paddingBlock: `${vars.space['16']} ${vars.space['8']}` });
export const top = style({
  display: 'grid', gap: vars.space['10'],
  '@media': { [media.md]: { gridTemplateColumns: '1.4fr repeat(3, 1fr)', gap: vars.space['8'] } },
});
export const brand = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start', maxWidth: 360 });
export const brandName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: palette.white, fontWeight: vars.fontWeight.black, fontSize: vars.fontSize.lg, textDecoration: 'none' });
export const blurb = style({ color: palette.ink[300], lineHeight: vars.lineHeight.relaxed });
export const heading = style({ color: palette.white, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.06em', textTransform: 'uppercase', marginBottom: vars.space['4'] });
export const list = style({ display: 'grid', gap: vars.space['1'], listStyle: 'none', padding: 0 });
export const link = style({
  display: 'inline-flex', alignItems: 'center', minHeight: 32, color: palette.ink[200], textDecoration: 'none', background: 'none', border: 0, padding: 0, cursor: 'pointer', fontSize: vars.fontSize.md, textAlign: 'left',
  selectors: { '&:hover': { color: palette.teal[200], textDecoration: 'underline' } },
});
export const bottom = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['4'], marginTop: vars.space['12'], paddingTop: vars.space['6'],
  borderTop: `1px solid ${palette.ink[800]}`, color: palette.ink[300], fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});
export const disclaimer = style({ color: palette.ink[300], fontSize: vars.fontSize.xs, marginTop: vars.space['2'] });
