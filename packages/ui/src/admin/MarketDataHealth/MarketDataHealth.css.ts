import { style } from '@vanilla-extract/css';

export const block = style({ display: 'block' });
/** The instrument's name and provider under its symbol, on as many lines as they need. */
export const instrument = style({ minWidth: 160 });
