import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const banner = style({
  position: 'relative', display: 'grid', gap: vars.space['4'], padding: vars.space['5'], paddingRight: vars.space['12'],
  borderRadius: vars.radius.xl, background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.xl,
  maxWidth: 960, marginInline: 'auto',
  '@media': { [media.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: vars.space['6'], paddingRight: vars.space['12'] } },
});
export const fixed = style({ position: 'fixed', left: vars.space['4'], right: vars.space['4'], bottom: vars.space['4'], zIndex: 60 });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space['1'] });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], '@media': { [media.belowMd]: { flexDirection: 'column', alignItems: 'stretch' } } });
export const close = style({
  position: 'absolute', top: vars.space['2'], right: vars.space['2'], width: 40, height: 40, display: 'grid', placeItems: 'center',
  border: 0, borderRadius: 999, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
