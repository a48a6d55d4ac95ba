import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

export const notice = style({
  display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'],
  fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug,
});
export const icon = style({ flexShrink: 0 });
/** The badge's box (padding, font, one line) around a loading placeholder, without its colour. */
export const badgePlaceholder = style({
  display: 'inline-flex', alignItems: 'center', padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap',
});
// The box composed with the colour: the one stylesheet carries the box's rules once.
export const badge = style([badgePlaceholder, softTone.warning]);
