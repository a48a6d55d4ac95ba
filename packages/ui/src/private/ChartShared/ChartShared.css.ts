import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** 'Play the chart' and what it says beside it (playing, or why it cannot). */
export const sound = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const soundStatus = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
