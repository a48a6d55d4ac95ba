import { style } from '@vanilla-extract/css';
import { skeleton } from '../../private/PortfolioShared/portfolioShared.css';

// An inline box: its background covers each line the sample wraps onto (cloned per line), so a
// two-line sample shows two bars, each as wide as the text it stands for. The look and pulse are
// the shared skeleton's (composed, so the one stylesheet carries them once).
export const bar = style([skeleton, {
  display: 'inline',
  boxDecorationBreak: 'clone', WebkitBoxDecorationBreak: 'clone',
}]);
