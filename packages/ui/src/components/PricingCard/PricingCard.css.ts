import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, palette } from '../../theme/tokens';

export const card = style({
  position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space['5'], height: '100%',
  padding: vars.space['6'], borderRadius: vars.radius['2xl'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.md,
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const highlighted = style({
  background: `linear-gradient(160deg, ${palette.ink[900]} 0%, #0c2f36 100%)`, color: palette.white,
  border: `1px solid ${palette.teal[700]}`,
  boxShadow: `0 0 0 4px rgba(20,163,148,0.14), ${vars.shadow.xl}`,
  '@media': { [media.md]: { transform: 'translateY(-12px)' } },
});

export const ribbons = style({ position: 'absolute', top: 0, left: '50%', transform: 'translate(-50%, -50%)', display: 'flex', gap: vars.space['2'], whiteSpace: 'nowrap' });
export const ribbon = style({
  padding: `${vars.space['1']} ${vars.space['3']}`, borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.04em', textTransform: 'uppercase',
  background: palette.amber[500], color: palette.ink[950], boxShadow: vars.shadow.md,
});
export const ribbonOffer = style({ background: palette.red[700], color: palette.white });

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const description = style({ color: vars.color.textMuted, marginTop: vars.space['1'] });
export const descriptionInverse = style({ color: 'rgba(255,255,255,0.75)' });

export const priceRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space['2'] });
export const price = style({ fontSize: '2.75rem', fontWeight: vars.fontWeight.black, letterSpacing: '-0.03em', lineHeight: 1, fontVariantNumeric: 'tabular-nums' });
export const period = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const periodInverse = style({ color: 'rgba(255,255,255,0.75)' });
export const original = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, textDecorationThickness: 2 });
export const originalInverse = style({ color: 'rgba(255,255,255,0.7)' });
export const off = style({
  alignSelf: 'center', padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.sm, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold,
  background: palette.green[100], color: palette.green[700],
});

export const features = style({ display: 'grid', alignContent: 'start', gap: vars.space['3'], listStyle: 'none', padding: 0, flexGrow: 1 });
export const feature = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const check = style({ flexShrink: 0, marginTop: 2, color: vars.color.primary });
export const checkInverse = style({ color: palette.teal[200] });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });
export const noteInverse = style({ color: 'rgba(255,255,255,0.75)' });
export const divider = style({ height: 1, background: vars.color.border, border: 0 });
export const dividerInverse = style({ background: 'rgba(255,255,255,0.14)' });
export const ctaInverse = style({ background: palette.teal[500], color: palette.ink[950], selectors: { '&[data-hover]:not([data-disabled])': { background: palette.teal[200] } } });
