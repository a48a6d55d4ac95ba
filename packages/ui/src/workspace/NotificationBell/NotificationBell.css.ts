import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** The same 44 px square as the header's menu toggle. */
export const button = style({
  position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  width: 44, height: 44, borderRadius: vars.radius.full, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, cursor: 'pointer',
  selectors: {
    '&:hover, &[data-open]': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const badge = style({
  position: 'absolute', top: -4, right: -6, minWidth: 20, height: 20, padding: '0 5px', boxSizing: 'border-box',
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: vars.radius.full,
  background: vars.color.danger, color: vars.color.onPrimary, border: `2px solid ${vars.color.surface}`,
  fontSize: 11, fontWeight: vars.fontWeight.bold, lineHeight: 1, fontVariantNumeric: 'tabular-nums',
});

/**
 * Under the bell, its right edge at the bell's: the bell ends the header's row, so on a phone the
 * panel spans the screen but for 16 px each side (the header's padding). Scrolls inside when long.
 */
export const popover = style({
  position: 'absolute', top: 'calc(100% + 8px)', right: 0,
  zIndex: 50, width: 'min(24rem, calc(100vw - 32px))', maxHeight: 'min(32rem, 75vh)', display: 'flex', flexDirection: 'column',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg,
  overflow: 'hidden', outline: 'none',
});
