import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

export const notice = style({
  display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'],
  fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug,
});
export const icon = style({ flexShrink: 0 });
const badgeBox = {
  display: 'inline-flex', alignItems: 'center', padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap',
} as const;
export const badge = style({ ...badgeBox, ...softTone.warning });
/** The badge's box (padding, font, one line) around a loading placeholder, without its colour. */
export const badgePlaceholder = style(badgeBox);
