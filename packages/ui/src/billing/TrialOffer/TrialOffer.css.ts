import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const offer = style({
  display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'], padding: vars.space['4'],
  border: `1px dashed ${vars.color.borderStrong}`, borderRadius: vars.radius.lg,
});
export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
