import { style } from '@vanilla-extract/css';

export const table = style({ minWidth: 640 });
export const block = style({ display: 'block' });
/** Row headers read from the left like the cells beside them. */
export const rowHeader = style({ textAlign: 'left' });
