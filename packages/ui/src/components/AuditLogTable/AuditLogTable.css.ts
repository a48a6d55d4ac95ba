import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const table = style({ minWidth: 800 });
/** Rows with several details stay readable from their first line. */
export const top = style({ verticalAlign: 'top' });
export const actor = style({ overflowWrap: 'anywhere', maxWidth: 220 });
export const action = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const target = style({ overflowWrap: 'anywhere', maxWidth: 200 });
export const details = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, maxWidth: 320 });
export const detail = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['2'] });
export const detailLabel = style({ color: vars.color.textMuted, selectors: { '&::after': { content: '":"' } } });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });
