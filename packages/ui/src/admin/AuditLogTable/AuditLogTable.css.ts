import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Rows with several details stay readable from their first line. */
export const top = style({ verticalAlign: 'top' });
export const actor = style({ minWidth: 160, maxWidth: 220, overflowWrap: 'break-word' });
export const action = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const target = style({ minWidth: 160, maxWidth: 200, overflowWrap: 'break-word' });
export const details = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, '@media': { [media.md]: { minWidth: 200, maxWidth: 320 } } });
/** On a phone card the details take the card's full width, under the other values. */
export const detailsCell = style({ '@media': { [media.belowMd]: { gridColumn: '1 / -1' } } });
export const detail = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['2'] });
export const detailLabel = style({ color: vars.color.textMuted, selectors: { '&::after': { content: '":"' } } });
export const detailValue = style({ margin: 0, overflowWrap: 'break-word', minWidth: 0 });
