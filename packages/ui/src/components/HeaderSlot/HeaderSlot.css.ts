import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Same box as the SiteHeader bar (64 px, 72 px from the medium breakpoint, 1 px border). */
export const slot = style({
  minHeight: 65, borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface,
  '@media': { [media.md]: { minHeight: 73 } },
});
