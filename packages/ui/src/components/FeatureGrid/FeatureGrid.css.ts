import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  display: 'grid', gap: vars.space['4'], listStyle: 'none', padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative', height: '100%', display: 'grid', alignContent: 'start', gap: vars.space['3'],
  padding: vars.space['6'], borderRadius: vars.radius.xl,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.base}, box-shadow ${vars.duration.base}, border-color ${vars.duration.base}`,
  selectors: { '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.lg, borderColor: vars.color.primarySoft } },
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const iconTile = style({
  width: 48, height: 48, borderRadius: vars.radius.lg, display: 'grid', placeItems: 'center',
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.surface})`,
  color: vars.color.primary, border: `1px solid ${vars.color.primarySoft}`, marginBottom: vars.space['2'],
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });
export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
export const tag = style({
  justifySelf: 'start', padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.full, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold,
  background: vars.color.accentSoft, color: vars.color.onWarningSoft,
});

export const mission = style({
  display: 'grid', gap: vars.space['4'], marginBottom: vars.space['12'], padding: vars.space['6'], borderRadius: vars.radius['2xl'],
  background: `linear-gradient(135deg, ${vars.color.surfaceInverse} 0%, #0f3a3f 100%)`, color: vars.color.textInverse,
  boxShadow: vars.shadow.xl,
  '@media': { [media.md]: { padding: vars.space['12'], gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr)', gap: vars.space['12'], alignItems: 'center' } },
});
export const missionLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#a7eee3' });
export const missionTitle = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.02em', lineHeight: vars.lineHeight.tight, marginTop: vars.space['2'] });
export const missionBody = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: 'rgba(255,255,255,0.82)' });
