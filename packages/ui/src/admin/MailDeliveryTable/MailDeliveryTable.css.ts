import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const top = style({ verticalAlign: 'top' });
export const recipient = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, minWidth: 180, maxWidth: 240, overflowWrap: 'anywhere' });
export const subject = style({ minWidth: 180, maxWidth: 260, overflowWrap: 'break-word' });
/** The template under the subject. */
export const block = style({ display: 'block' });
/** The relay's answer, as it came: monospace, wrapped. */
export const error = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, minWidth: 220, maxWidth: 360, overflowWrap: 'anywhere', color: vars.color.text });
export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const count = style({ display: 'flex', gap: vars.space['1'] });
export const countValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
