import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** The search and the count: one under the other on phones (full width), side by side from the medium breakpoint. */
export const toolbar = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['2'], alignItems: 'center', width: '100%',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 320px) auto', gap: vars.space['4'], width: 'auto' } },
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const email = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
