import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Anchors get no Headless UI data-hover attribute: hover styles come from :hover. */
export const hover = styleVariants({
  primary: { selectors: { '&:hover': { background: vars.color.primaryHover } } },
  secondary: { selectors: { '&:hover': { filter: 'brightness(0.97)' } } },
  outline: { selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
  ghost: { selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
  inverse: { selectors: { '&:hover': { opacity: 0.92 } } },
});
