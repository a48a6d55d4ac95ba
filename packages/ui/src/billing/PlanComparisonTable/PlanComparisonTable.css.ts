import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const table = style({ selectors: { '&&': { minWidth: 320 } } });
export const caption = style({
  captionSide: 'top', textAlign: 'left', padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`,
  fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text,
});
export const rowHeader = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium });
export const yes = style({ color: vars.color.success, verticalAlign: 'middle' });
export const no = style({ color: vars.color.textSubtle, verticalAlign: 'middle' });
