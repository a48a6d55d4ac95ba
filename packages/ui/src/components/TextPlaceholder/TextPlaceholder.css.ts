import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

// An inline box: its background covers each line the sample wraps onto (cloned per line), so a
// two-line sample shows two bars, each as wide as the text it stands for.
export const bar = style({
  borderRadius: vars.radius.sm, background: vars.color.surfaceMuted,
  boxDecorationBreak: 'clone', WebkitBoxDecorationBreak: 'clone',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
// The sample's glyphs take their room but are never painted (nor read: the bar is aria-hidden).
export const sample = style({ visibility: 'hidden' });
