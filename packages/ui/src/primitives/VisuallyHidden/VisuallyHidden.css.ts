import { style, type StyleRule } from '@vanilla-extract/css';

/**
 * Hidden from sight but still read by screen readers (and kept in the tab order if focusable).
 * The kit's one definition: components use the class or <VisuallyHidden>, and a style that hides
 * something only at some widths spreads these rules into its media query.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

export const visuallyHidden = style(visuallyHiddenRules);
