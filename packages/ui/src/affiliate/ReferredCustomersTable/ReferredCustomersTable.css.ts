import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const toolbar = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['2'], alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 320px) auto', gap: vars.space['4'] } },
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
/** Four short columns: on a phone the table scrolls sideways in its region rather than breaking a masked e-mail. */
export const table = style({ minWidth: 480 });
export const email = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
