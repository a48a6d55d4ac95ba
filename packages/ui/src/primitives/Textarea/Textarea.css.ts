import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({ minHeight: 120, resize: 'vertical', display: 'block' });

export const counter = style({
  alignSelf: 'flex-end',
  marginTop: `calc(-1 * ${vars.space['1']})`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterShort = style({ color: vars.color.onWarningSoft });
