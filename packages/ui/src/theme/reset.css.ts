import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';
import { visuallyHiddenRules } from '../primitives/VisuallyHidden/VisuallyHidden.css';

// A small modern reset plus the page defaults of the identity.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '5rem' });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.snug, textWrap: 'balance' });
globalStyle('p', { textWrap: 'pretty' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
// Route changes move focus to `h1[tabindex="-1"]` (any heading the app focuses by script): the
// kit's ring when the move follows keyboard navigation (:focus-visible), none after a mouse click.
// Same look as PageHeading and IntroHero.
const focusTargetHeading = ':is(h1, h2, h3, h4, h5, h6)[tabindex="-1"]';
globalStyle(`${focusTargetHeading}:focus:not(:focus-visible)`, { outline: 'none' });
globalStyle(`${focusTargetHeading}:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px', borderRadius: vars.radius.sm,
});
// The visually-hidden rules as a global class, for markup that does not import the kit's VisuallyHidden.
globalStyle('.sr-only', visuallyHiddenRules);
globalStyle('html', { '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } } });
globalStyle('*, *::before, *::after', {
  '@media': { [media.reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});
