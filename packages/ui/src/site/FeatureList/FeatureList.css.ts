import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  display: 'grid', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['5'] }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const item = style({
  height: '100%', padding: vars.space['6'], borderRadius: vars.radius.xl, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm,
});
export const icon = style({
  width: 44, height: 44, borderRadius: 12, display: 'grid', placeItems: 'center',
  background: vars.color.primarySoft, color: vars.color.onPrimarySoft, marginBottom: vars.space['4'],
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
export const mission = style({
  display: 'grid', gap: vars.space['6'], marginBottom: vars.space['10'], padding: vars.space['6'], borderRadius: vars.radius['2xl'],
  background: vars.color.surfaceInverse, color: vars.color.textInverse,
  '@media': { [media.md]: { gridTemplateColumns: '1.2fr 1fr', padding: vars.space['10'], alignItems: 'center' } },
});
export const missionTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.015em' });
export const missionText = style({ margin: `${vars.space['3']} 0 0`, color: 'rgba(255,255,255,0.8)', lineHeight: vars.lineHeight.relaxed });
export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });
export const statValue = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.black, color: vars.color.primarySoft });
export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: 'rgba(255,255,255,0.78)' });
