import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0, minWidth: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    align: { start: { textAlign: 'left' }, center: { textAlign: 'center' }, end: { textAlign: 'right' } },
    /** Figures line up in columns (tabular digits) and are not broken across lines. */
    numeric: { true: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, false: {} },
    /** Long unbroken words (an e-mail, a token, a server's message) wrap instead of widening the page. */
    breakWords: { true: { overflowWrap: 'anywhere' }, false: {} },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', numeric: false, breakWords: false },
});
