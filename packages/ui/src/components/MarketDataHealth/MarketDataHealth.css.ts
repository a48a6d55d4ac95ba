import { style } from '@vanilla-extract/css';

export const table = style({ minWidth: 640 });
export const block = style({ display: 'block' });
