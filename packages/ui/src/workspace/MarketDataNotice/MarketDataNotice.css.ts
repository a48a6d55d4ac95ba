import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ margin: 0, paddingLeft: vars.space['4'], display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const note = style({ marginTop: vars.space['2'] });
