import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const toolbar = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['2'], alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 320px) auto', gap: vars.space['4'] } },
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
/** Four short columns fit a phone without scrolling sideways. */
export const table = style({ minWidth: 0 });
export const email = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
