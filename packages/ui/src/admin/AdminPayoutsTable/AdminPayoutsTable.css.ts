import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const filter = style({ '@media': { [media.md]: { width: 220 } } });
/** A cell's lines one below the other (the cell itself stays a table cell). */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const affiliateCell = style({ minWidth: 180, textAlign: 'left', fontWeight: vars.fontWeight.regular, overflowWrap: 'break-word' });
export const outcome = style({ minWidth: 180, maxWidth: 280, overflowWrap: 'break-word' });
export const actions = style({ textAlign: 'right', whiteSpace: 'nowrap', paddingTop: vars.space['1'], paddingBottom: vars.space['1'] });
export const actionButtons = style({ display: 'inline-flex', gap: vars.space['2'] });
export const reject = style({ color: vars.color.danger });
