import { style } from '@vanilla-extract/css';

/** A second line in a cell (the company under the name, the phone under the e-mail). */
export const block = style({ display: 'block' });
