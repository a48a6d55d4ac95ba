import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const layout = style({ display: 'grid', gap: vars.space['6'], '@media': { [media.lg]: { gridTemplateColumns: '1fr 1.6fr', gap: vars.space['8'] } } });
export const info = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start', margin: 0, padding: 0, listStyle: 'none' });
export const infoItem = style({ padding: vars.space['5'], borderRadius: vars.radius.xl, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const infoTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const infoText = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const link = style({ color: vars.color.onPrimarySoft, fontWeight: vars.fontWeight.semibold, textUnderlineOffset: 3 });
export const form = style({
  display: 'grid', gap: vars.space['4'], padding: vars.space['6'], borderRadius: vars.radius['2xl'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: vars.space['8'] } },
});
export const full = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
export const notice = style({
  margin: 0, padding: vars.space['4'], borderRadius: vars.radius.lg, background: vars.color.infoSoft, color: vars.color.onInfoSoft, lineHeight: vars.lineHeight.normal,
});
