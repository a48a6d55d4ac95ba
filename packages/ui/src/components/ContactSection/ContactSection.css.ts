import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const layout = style({
  display: 'grid', gap: vars.space['8'],
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr)', gap: vars.space['12'], alignItems: 'start' } },
});
export const info = style({ display: 'grid', gap: vars.space['4'], listStyle: 'none', padding: 0 });
export const infoItem = style({
  display: 'flex', gap: vars.space['4'], alignItems: 'flex-start', padding: vars.space['5'], borderRadius: vars.radius.lg,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`,
});
export const infoIcon = style({ flexShrink: 0, width: 44, height: 44, borderRadius: vars.radius.md, display: 'grid', placeItems: 'center', background: vars.color.primarySoft, color: vars.color.primary });
export const infoTitle = style({ fontWeight: vars.fontWeight.semibold });
export const infoText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({
  display: 'grid', gap: vars.space['5'], padding: vars.space['6'], borderRadius: vars.radius['2xl'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { padding: vars.space['8'] } },
});
export const row = style({ display: 'grid', gap: vars.space['5'], '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });
export const field = style({ display: 'grid', gap: vars.space['2'] });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const input = style({
  width: '100%', minHeight: 46, padding: `${vars.space['2']} ${vars.space['3']}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`, background: vars.color.surface, color: vars.color.text,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: { '&:focus-visible': { outline: 'none', borderColor: vars.color.primary, boxShadow: vars.shadow.focus } },
});
export const textarea = style([input, { minHeight: 140, resize: 'vertical' }]);
export const notice = style({ padding: `${vars.space['3']} ${vars.space['4']}`, borderRadius: vars.radius.md, fontWeight: vars.fontWeight.medium });
export const success = style({ background: vars.color.successSoft, color: vars.color.onSuccessSoft });
export const error = style({ background: vars.color.dangerSoft, color: vars.color.onDangerSoft });
export const infoTone = style({ background: vars.color.infoSoft, color: vars.color.onInfoSoft });
