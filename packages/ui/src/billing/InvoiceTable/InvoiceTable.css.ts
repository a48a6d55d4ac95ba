import { style } from '@vanilla-extract/css';

/** A line under the amount (the discount taken off): its own line, in the cell's small muted text. */
export const detail = style({ display: 'block', fontWeight: 'normal' });
