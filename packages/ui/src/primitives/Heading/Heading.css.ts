import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The product's heading sizes: a page title, a section, a card or group, a small label-like title. */
export const heading = recipe({
  base: { color: vars.color.text, margin: 0, overflowWrap: 'break-word' },
  variants: {
    size: {
      xl: { fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, letterSpacing: '-0.015em' },
      lg: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
      md: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
      sm: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
    },
  },
  defaultVariants: { size: 'lg' },
});
