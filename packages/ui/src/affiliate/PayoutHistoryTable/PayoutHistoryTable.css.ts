import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const date = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
export const reference = style({ minWidth: 160, maxWidth: 280, overflowWrap: 'break-word' });
export const reason = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.snug });
