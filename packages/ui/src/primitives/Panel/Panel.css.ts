import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The title row: the heading (and its description) on the left, actions on the right, wrapping on phones. */
export const header = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], minWidth: 0,
});
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
