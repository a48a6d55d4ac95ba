import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

export const line = style({
  display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['1'],
  fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug,
});
export const stale = style([softTone.warning, {
  display: 'inline-flex', alignItems: 'center', gap: 4, padding: `1px ${vars.space['2']}`, borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap',
}]);
export const reason = style({ color: vars.color.text });
