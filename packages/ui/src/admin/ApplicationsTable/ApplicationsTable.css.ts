import { style } from '@vanilla-extract/css';

export const table = style({ minWidth: 880 });
