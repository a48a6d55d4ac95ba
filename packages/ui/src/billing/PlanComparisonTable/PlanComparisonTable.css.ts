import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const yes = style({ color: vars.color.success, verticalAlign: 'middle' });
export const no = style({ color: vars.color.textSubtle, verticalAlign: 'middle' });
